export * from './geojson';
export * from './coordinates';
export * from './map-search';
