/** /season-planning: area by crop and product over a season against the branch's capacity. */
const seasonPlanning = {
  title: 'Season planning',
  subtitle: "Area by crop and product over the season, week by week, against the branch's capacity.",
  season: 'Season',
  loading: 'Loading the season…',
  loadError: 'The season could not be loaded.',
  notForAccount: 'Season planning is not available for this account.',
  notForAccountBody: 'Ask your administrator if your branch should plan its season here.',
  toMonitoring: 'Go to Monitoring',
  empty: 'No work order falls in this season.',
  chartTitle: 'Area by week',
  planned: 'Planned',
  applied: 'Applied',
  capacity: 'Capacity',
  noCrop: 'No crop',
  week: 'Week of',
  use: 'Use of capacity',
  byCrop: 'By crop',
  byProduct: 'By product',
  crop: 'Crop',
  product: 'Product',
  total: 'Total',
  weeklyCapacity: 'Weekly capacity: {{area}} (machines × working hours × field capacity)',
};

export default seasonPlanning;
