import { useState } from 'react';
import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TInviteRecord } from '@tramline/domain';
import { ShareModal } from '../share/ShareModal';

/** The link of an invite, shown once after it was issued: copy it or share it by email or SMS. */
export function InviteLinkModal({ invite, onClose }: { invite: TInviteRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [sharing, setSharing] = useState(false);
  const link = invite?.link ?? '';
  return (
    <>
      <Modal
        opened={invite !== null && !sharing}
        onClose={onClose}
        title={t('people.invites.linkTitle')}
        centered
        size="lg"
      >
        {invite && (
          <Stack gap="sm">
            {invite.emailSent === true && (
              <Alert color="teal">{t('people.invites.emailSent', { email: invite.email })}</Alert>
            )}
            {invite.emailSent === false && (
              <Alert color="orange">{t('people.invites.emailFailed', { email: invite.email })}</Alert>
            )}
            <Text size="sm">{t('people.invites.linkBody', { name: invite.fullName })}</Text>
            <TextInput
              value={link}
              readOnly
              aria-label={t('people.invites.link')}
              data-testid="invite-link"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Group justify="flex-end">
              <Button
                variant="default"
                leftSection={<IconShare size={16} />}
                onClick={() => setSharing(true)}
              >
                {t('people.invites.share')}
              </Button>
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button leftSection={<IconCopy size={16} />} onClick={copy}>
                    {copied ? t('people.common.copied') : t('people.invites.copyLink')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        )}
      </Modal>
      {invite && (
        <ShareModal
          opened={sharing}
          onClose={() => setSharing(false)}
          subject={t('people.invites.shareSubject')}
          message={t('people.invites.shareMessage', { name: invite.fullName, link })}
        />
      )}
    </>
  );
}
