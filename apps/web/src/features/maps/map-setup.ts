import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';

maplibregl.setWorkerUrl(workerUrl);

/** MapLibre with its worker served from our own bundle (no CDN), for react-map-gl's `mapLib`. */
export const mapLibrary = maplibregl;
