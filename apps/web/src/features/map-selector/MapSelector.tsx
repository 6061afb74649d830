import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCoordinatesDms, parseCoordinates, type TMapSelectorResult } from '@tramline/domain';
import { errorText } from '../../api';
import { UnitValue } from '../../ui';
import { selectFields } from '../maps/maps.queries';

export type TSelectorMode = 'code' | 'name' | 'location';
export type TSelectedField = TMapSelectorResult['fields'][number];

interface MapSelectorProps {
  onSelect: (field: TSelectedField) => void;
  /** The point read from a location search, to mark it on the map; null when cleared. */
  onPoint?: (point: { latitude: number; longitude: number } | null) => void;
  onClear?: () => void;
}

/**
 * The map selector (spec part 1 §2): find a field by code, by name, or by a location typed as
 * decimal degrees or degrees-minutes-seconds; pick one of the fields found, or clear.
 */
export function MapSelector({ onSelect, onPoint, onClear }: MapSelectorProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<TSelectorMode>('name');
  const [text, setText] = useState('');
  const [result, setResult] = useState<TMapSelectorResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  async function search() {
    const value = text.trim();
    setError(null);
    setSelectedId(null);
    if (!value) return;
    if (mode === 'location' && !parseCoordinates(value)) {
      setResult(null);
      onPoint?.(null);
      setError(t('agronomy.mapSelector.badLocation'));
      return;
    }
    setSearching(true);
    try {
      const found = await selectFields(mode, value);
      setResult(found);
      onPoint?.(found.point);
      if (found.fields.length === 1) choose(found.fields[0]!);
    } catch (failure) {
      setError(errorText(failure, t('errors.request')));
    } finally {
      setSearching(false);
    }
  }

  function choose(field: TSelectedField) {
    setSelectedId(field.id);
    onSelect(field);
  }

  function clear() {
    setText('');
    setResult(null);
    setError(null);
    setSelectedId(null);
    onPoint?.(null);
    onClear?.();
  }

  return (
    <Paper withBorder shadow="sm" radius="md" p="sm" w={340} data-testid="map-selector">
      <Stack gap="xs">
        <SegmentedControl
          size="xs"
          fullWidth
          value={mode}
          onChange={(value) => {
            setMode(value as TSelectorMode);
            setResult(null);
            setError(null);
          }}
          data={[
            { value: 'code', label: t('agronomy.mapSelector.byCode') },
            { value: 'name', label: t('agronomy.mapSelector.byName') },
            { value: 'location', label: t('agronomy.mapSelector.byLocation') },
          ]}
        />
        <Group gap={6} wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            size="xs"
            aria-label={t('agronomy.mapSelector.search')}
            placeholder={t(`agronomy.mapSelector.placeholder.${mode}`)}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void search();
            }}
            rightSection={
              text ? (
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  aria-label={t('agronomy.mapSelector.clear')}
                  onClick={clear}
                >
                  <IconX size={14} />
                </ActionIcon>
              ) : undefined
            }
          />
          <Button
            size="xs"
            leftSection={<IconSearch size={14} />}
            loading={searching}
            onClick={() => void search()}
          >
            {t('agronomy.mapSelector.search')}
          </Button>
        </Group>
        {error && (
          <Alert color="orange" p="xs">
            <Text size="xs">{error}</Text>
          </Alert>
        )}
        {result?.point && (
          <Text size="xs" c="dimmed" data-testid="selector-point">
            {t('agronomy.mapSelector.point', {
              point: formatCoordinatesDms(result.point, {
                north: t('agronomy.mapSelector.hemispheres.north'),
                south: t('agronomy.mapSelector.hemispheres.south'),
                east: t('agronomy.mapSelector.hemispheres.east'),
                west: t('agronomy.mapSelector.hemispheres.west'),
              }),
            })}
          </Text>
        )}
        {result && result.fields.length === 0 && (
          <Text size="xs" c="dimmed">
            {t('agronomy.mapSelector.nothing')}
          </Text>
        )}
        {result && result.fields.length > 0 && (
          <Box mah={220} style={{ overflowY: 'auto' }}>
            <Stack gap={4} data-testid="selector-results">
              {result.fields.map((field) => (
                <UnstyledButton
                  key={field.id}
                  onClick={() => choose(field)}
                  p={6}
                  w="100%"
                  style={{
                    borderRadius: 6,
                    background: selectedId === field.id ? 'var(--mantine-color-green-0)' : undefined,
                    border: '1px solid var(--mantine-color-gray-3)',
                  }}
                  aria-pressed={selectedId === field.id}
                >
                  <Group justify="space-between" gap={6} wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate>
                        {field.name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {[field.code, field.farmName, field.growerName].filter(Boolean).join(' · ')}
                      </Text>
                    </div>
                    <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                      <Text size="xs">
                        <UnitValue quantity="area" value={field.areaHectares} />
                      </Text>
                      {field.distanceMetres !== null && field.distanceMetres > 0 && (
                        <Badge size="xs" variant="light" color="gray">
                          <UnitValue quantity="distance" value={field.distanceMetres} />
                        </Badge>
                      )}
                    </Stack>
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
          </Box>
        )}
        {result && (
          <Group justify="flex-end">
            <Button size="xs" variant="subtle" onClick={clear}>
              {t('agronomy.mapSelector.clear')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
