/** /routes: each machine's road route of a day. */
const roadRoutes = {
  title: 'Routes',
  subtitle: "Each machine's road route of the day, from the warehouse to field after field.",
  day: 'Day',
  group: 'Equipment group',
  groupPlaceholder: 'Pick an equipment group',
  pickGroup: 'Pick an equipment group to see its routes.',
  noGroups: 'This branch has no equipment group.',
  loading: 'Loading the routes…',
  loadError: 'The routes could not be loaded.',
  routingError: 'The routing service could not be reached. Try again in a moment.',
  empty: 'No machine of this group has a plan on this day.',
  provider: 'Roads from {{provider}}',
  stops: { warehouse: 'Warehouse', refill: 'Refill', field: 'Field' },
  from: 'From',
  to: 'To',
  distance: 'Distance',
  driveTime: 'Drive time',
  total: 'Total',
  stopCount_one: '{{count}} stop',
  stopCount_other: '{{count}} stops',
  order: 'Order {{id}}',
};

export default roadRoutes;
