export * from './geojson';
export * from './coordinates';
