import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconMail, IconMessage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parseEmailList, parsePhoneList, SHARE_MAX_RECIPIENTS } from '@tramline/domain';
import { isApiError } from '../../api';
import { shareByEmail, shareBySms, shareChannelsQuery } from './share.queries';

export interface ShareModalProps {
  opened: boolean;
  onClose: () => void;
  /** What is shared: the subject of the email and the text of both. */
  subject: string;
  message: string;
}

/**
 * Sends something by email (comma separated addresses, the invalid ones listed) or by SMS. When
 * the company has no SMS gateway the SMS tab says so.
 */
export function ShareModal({ opened, onClose, subject, message }: ShareModalProps) {
  const { t } = useTranslation();
  const channels = useQuery({ ...shareChannelsQuery(), enabled: opened });
  const [tab, setTab] = useState<string | null>('email');
  const [emails, setEmails] = useState('');
  const [phones, setPhones] = useState('');
  const [text, setText] = useState(message);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const parsedEmails = parseEmailList(emails);
  const parsedPhones = parsePhoneList(phones);
  const recipients = tab === 'sms' ? parsedPhones : parsedEmails;
  const invalidText =
    recipients.invalid.length > 0
      ? tab === 'sms'
        ? t('people.share.invalidPhones', { list: recipients.invalid.join(', ') })
        : t('people.share.invalidEmails', { list: recipients.invalid.join(', ') })
      : recipients.valid.length > SHARE_MAX_RECIPIENTS
        ? t('people.share.tooMany', { max: SHARE_MAX_RECIPIENTS })
        : touched && recipients.valid.length === 0
          ? t('people.share.required')
          : null;
  const smsReady = channels.data?.sms === true;

  async function send() {
    setTouched(true);
    setFailure(null);
    if (invalidText || recipients.valid.length === 0) return;
    setSending(true);
    try {
      const result =
        tab === 'sms'
          ? await shareBySms({ phones, message: text })
          : await shareByEmail({ emails, subject, message: text });
      notifications.show({ color: 'green', message: t('people.share.sent', { count: result.sent }) });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'timeout') setFailure(t('people.share.timeout'));
      else if (isApiError(error) && error.status !== 0) setFailure(error.message);
      else setFailure(t('people.share.failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('people.share.title')} centered size="lg">
      <Stack gap="sm">
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="share-error">
            {failure}
          </Alert>
        )}
        <Tabs
          value={tab}
          onChange={(value) => {
            setTab(value);
            setTouched(false);
            setFailure(null);
          }}
        >
          <Tabs.List>
            <Tabs.Tab value="email" leftSection={<IconMail size={16} />}>
              {t('people.share.email')}
            </Tabs.Tab>
            <Tabs.Tab value="sms" leftSection={<IconMessage size={16} />}>
              {t('people.share.sms')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="email" pt="sm">
            <TextInput
              label={t('people.share.emails')}
              description={t('people.share.emailsHint')}
              placeholder={t('people.share.emailsPlaceholder')}
              value={emails}
              onChange={(event) => setEmails(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={tab === 'email' ? invalidText : null}
              data-autofocus
            />
          </Tabs.Panel>
          <Tabs.Panel value="sms" pt="sm">
            {smsReady ? (
              <TextInput
                label={t('people.share.phones')}
                description={t('people.share.phonesHint')}
                value={phones}
                onChange={(event) => setPhones(event.currentTarget.value)}
                onBlur={() => setTouched(true)}
                error={tab === 'sms' ? invalidText : null}
              />
            ) : (
              <Alert color="gray" data-testid="sms-not-set-up">
                {t('people.share.smsNotSetUp')}
              </Alert>
            )}
          </Tabs.Panel>
        </Tabs>
        <Textarea
          label={t('people.share.message')}
          rows={4}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={sending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void send()} loading={sending} disabled={tab === 'sms' && !smsReady}>
            {t('people.share.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
