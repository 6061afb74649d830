import type { TPlan, TPlanItem } from '@tramline/domain';

const bySequence = (plan: TPlan) => [...plan.items].sort((a, b) => a.sequencia - b.sequencia);

/**
 * The item of `to` that stands for `item` of `from`. A custom plan made from an optimised one holds
 * the same items under new ids, so a gesture begun on the optimised plan must act on the
 * counterpart: an order by its order id; a cleanout or refill by its rank among the items of its
 * kind, else by its position in the day. Null when the day no longer holds it.
 */
export function counterpartItem(from: TPlan, item: TPlanItem, to: TPlan): TPlanItem | null {
  const same = to.items.find((candidate) => candidate.id === item.id);
  if (from.planejamentoId === to.planejamentoId) return same ?? null;
  if (item.kind === 'order') {
    if (item.cdOrdemServico === null) return null;
    return (
      to.items.find(
        (candidate) => candidate.kind === 'order' && candidate.cdOrdemServico === item.cdOrdemServico,
      ) ?? null
    );
  }
  const source = bySequence(from);
  const target = bySequence(to);
  const rank = source.filter((candidate) => candidate.kind === item.kind).findIndex((c) => c.id === item.id);
  const ofKind = target.filter((candidate) => candidate.kind === item.kind);
  if (rank >= 0 && ofKind.length === source.filter((c) => c.kind === item.kind).length) return ofKind[rank]!;
  const position = source.findIndex((candidate) => candidate.id === item.id);
  const atPosition = position >= 0 ? target[position] : undefined;
  return atPosition?.kind === item.kind ? atPosition : null;
}

/** The id to send for `item` in `to` (see `counterpartItem`); the original id when none matches. */
export const counterpartId = (from: TPlan, item: TPlanItem, to: TPlan) =>
  counterpartItem(from, item, to)?.id ?? item.id;

/** The 0-based place of `item` of `from` in `to`'s day; its place in `from` when none matches. */
export function counterpartIndex(from: TPlan, item: TPlanItem, to: TPlan): number {
  const mapped = counterpartItem(from, item, to);
  const list = mapped ? bySequence(to) : bySequence(from);
  return list.findIndex((candidate) => candidate.id === (mapped ?? item).id);
}
