import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TMixingStep, TOperatorLoad, TOperatorTankMix } from '@tramline/domain';
import { useUnits, type TUnits } from '../../ui';

/**
 * An amount of one tank load in the user's units, precise enough to measure: a liquid under one
 * gallon (or litre) in fluid ounces (or millilitres), two decimals otherwise.
 */
export function tankAmountText(units: TUnits, unit: TMixingStep['unit'], amount: number): string {
  if (unit === 'l')
    return units.toDisplay('volume', amount) < 1
      ? units.format('smallVolume', amount, { maximumFractionDigits: 0 })
      : units.format('volume', amount, { maximumFractionDigits: 2 });
  if (unit === 'kg') return units.format('mass', amount, { maximumFractionDigits: 2 });
  return units.number(amount, { maximumFractionDigits: 0 });
}

/** Consecutive loads with the same content, shown once ("Loads 1–3 · each 13.3 ac"). */
function sameContentRuns(loads: readonly TOperatorLoad[]) {
  const runs: { first: TOperatorLoad; last: TOperatorLoad }[] = [];
  const contentOf = (load: TOperatorLoad) => JSON.stringify([load.area, load.water, load.steps]);
  for (const load of loads) {
    const run = runs.at(-1);
    if (run && contentOf(run.last) === contentOf(load)) run.last = load;
    else runs.push({ first: load, last: load });
  }
  return runs;
}

/** The tank mix of each load of an order: water and products per load, in mixing order. */
export function OrderTankMix({ mix }: { mix: TOperatorTankMix }) {
  const { t } = useTranslation();
  const units = useUnits();
  const labelOf = (step: TMixingStep, steps: readonly TMixingStep[]) =>
    step.kind === 'product'
      ? step.name
      : step === steps.find((candidate) => candidate.kind === 'water')
        ? t('operator.tankMix.waterFirst')
        : t('operator.tankMix.waterRest');

  return (
    <div data-testid="operator-tank-mix">
      <Title order={4}>{t('operator.tankMix.title')}</Title>
      <Stack gap="sm">
        {sameContentRuns(mix.loads).map(({ first, last }) => {
          const area = units.format('area', first.area);
          return (
            <Stack key={first.number} gap={4}>
              <Text size="lg" fw={600}>
                {first.number === last.number
                  ? t('operator.tankMix.load', { number: first.number, area })
                  : t('operator.tankMix.loadsEach', { from: first.number, to: last.number, area })}
              </Text>
              {first.water !== null && first.water > 0 && (
                <Text size="lg">
                  {t('operator.tankMix.waterTotal', { amount: tankAmountText(units, 'l', first.water) })}
                </Text>
              )}
              <List type="ordered" spacing={4} size="lg">
                {first.steps.map((step) => (
                  <List.Item key={step.step}>
                    <b>{labelOf(step, first.steps)}</b>: {tankAmountText(units, step.unit, step.amount)}
                  </List.Item>
                ))}
              </List>
            </Stack>
          );
        })}
        <Text size="sm" c="dimmed">
          {mix.mixture === 'LIQUID' ? t('operator.tankMix.liquidRule') : t('operator.tankMix.dryRule')}
        </Text>
      </Stack>
    </div>
  );
}
