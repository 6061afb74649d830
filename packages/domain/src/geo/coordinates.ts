/**
 * Coordinates typed by a person: decimal degrees (`42.0308, -93.6319`), degrees and decimal minutes
 * (`42°01.848'N 93°37.914'W`) or degrees, minutes and seconds (`42°1'50.9"N 93°37'54.8"W`), with
 * hemisphere letters in English, Spanish or Portuguese (N, S, E/L for east, W/O for west), typographic
 * or keyboard symbols, and a decimal comma where no decimal point is used (`-12,55 -55,72`).
 */

export interface TCoordinates {
  latitude: number;
  longitude: number;
}

type TMarker = 'degrees' | 'minutes' | 'seconds';
type THemisphere = 'N' | 'S' | 'E' | 'W';

type TToken =
  | { kind: 'number'; value: number; signed: boolean; negative: boolean }
  | { kind: 'marker'; marker: TMarker }
  | { kind: 'hemisphere'; hemisphere: THemisphere }
  | { kind: 'separator' };

const HEMISPHERES: Readonly<Record<string, THemisphere>> = {
  N: 'N',
  S: 'S',
  E: 'E',
  L: 'E', // leste
  W: 'W',
  O: 'W', // oeste
};

const DEGREE_SIGNS = /[°º˚]|\bdeg\b|\bgraus?\b|\bgrados?\b/gi;
const SECOND_SIGNS = /''|[″”“"]|′′/g;
const MINUTE_SIGNS = /[′’‘'`´]/g;

function tokenize(input: string): TToken[] | null {
  const usesDecimalPoint = /\d\.\d/.test(input);
  const text = input
    .replace(SECOND_SIGNS, ' \u0003 ')
    .replace(DEGREE_SIGNS, ' \u0001 ')
    .replace(MINUTE_SIGNS, ' \u0002 ')
    .replace(/[−–—]/g, '-')
    .toUpperCase();
  const tokens: TToken[] = [];
  let index = 0;
  while (index < text.length) {
    const character = text[index]!;
    if (/\s/.test(character)) {
      index += 1;
      continue;
    }
    if (character === '\u0001' || character === '\u0002' || character === '\u0003') {
      tokens.push({
        kind: 'marker',
        marker: character === '\u0001' ? 'degrees' : character === '\u0002' ? 'minutes' : 'seconds',
      });
      index += 1;
      continue;
    }
    if (character === ';' || character === '/' || character === '|') {
      tokens.push({ kind: 'separator' });
      index += 1;
      continue;
    }
    if (character === ',') {
      // A comma between digits is a decimal comma when the text has no decimal point.
      const isDecimal =
        !usesDecimalPoint && /\d/.test(text[index - 1] ?? '') && /\d/.test(text[index + 1] ?? '');
      if (!isDecimal) {
        tokens.push({ kind: 'separator' });
        index += 1;
        continue;
      }
    }
    const number = /^([+-])?\s*(\d+(?:[.,]\d+)?|[.,]\d+)/.exec(text.slice(index));
    if (number) {
      const digits = number[2]!.replace(',', '.');
      tokens.push({
        kind: 'number',
        value: Number(digits),
        signed: number[1] !== undefined,
        negative: number[1] === '-',
      });
      index += number[0].length;
      continue;
    }
    const hemisphere = HEMISPHERES[character];
    if (hemisphere && !/[A-Z]/.test(text[index + 1] ?? '')) {
      tokens.push({ kind: 'hemisphere', hemisphere });
      index += 1;
      continue;
    }
    return null;
  }
  return tokens;
}

interface TPart {
  numbers: { value: number; negative: boolean; marker?: TMarker }[];
  hemisphere?: THemisphere;
  /** The hemisphere letter came after the numbers. */
  closed: boolean;
  marked: boolean;
}

const emptyPart = (): TPart => ({ numbers: [], closed: false, marked: false });

function splitParts(tokens: TToken[]): TPart[] | null {
  // Plain numbers only (`42.03 -93.62`, `42 1 50.88 93 37 54.84`): the first half is the latitude.
  if (tokens.every((token) => token.kind === 'number')) {
    if (tokens.length % 2 !== 0) return null;
    const half = tokens.length / 2;
    const partOf = (slice: TToken[]): TPart => ({
      numbers: slice.map((token) => ({
        value: token.kind === 'number' ? token.value : 0,
        negative: token.kind === 'number' && token.negative,
      })),
      closed: false,
      marked: false,
    });
    return [partOf(tokens.slice(0, half)), partOf(tokens.slice(half))];
  }
  const parts: TPart[] = [];
  let current = emptyPart();
  const finish = () => {
    if (current.numbers.length > 0 || current.hemisphere) parts.push(current);
    current = emptyPart();
  };
  for (const token of tokens) {
    switch (token.kind) {
      case 'separator':
        finish();
        break;
      case 'hemisphere':
        if (current.numbers.length > 0 && !current.hemisphere) {
          current.hemisphere = token.hemisphere;
          current.closed = true;
          finish();
        } else {
          finish();
          current.hemisphere = token.hemisphere;
        }
        break;
      case 'marker': {
        const last = current.numbers[current.numbers.length - 1];
        if (!last || last.marker) return null;
        if (token.marker === 'degrees' && current.numbers.length > 1) {
          // `42°01.848' 93°…`: a number marked as degrees opens the second coordinate.
          current.numbers.pop();
          finish();
          current.numbers.push(last);
        }
        last.marker = token.marker;
        current.marked = true;
        break;
      }
      case 'number': {
        const lastMarker = current.numbers[current.numbers.length - 1]?.marker;
        const startsNew =
          current.numbers.length >= 3 ||
          (token.signed && current.numbers.length > 0) ||
          lastMarker === 'seconds';
        if (startsNew) finish();
        current.numbers.push({ value: token.value, negative: token.negative });
        break;
      }
    }
  }
  finish();
  return parts;
}

/** Degrees of one part; null when the minutes or seconds are out of range or badly placed. */
function degreesOf(part: TPart): number | null {
  const values: [number, number, number] = [0, 0, 0];
  let position = 0;
  for (const number of part.numbers) {
    const slot =
      number.marker === 'degrees'
        ? 0
        : number.marker === 'minutes'
          ? 1
          : number.marker === 'seconds'
            ? 2
            : position;
    if (slot < position || slot > 2) return null;
    values[slot] = number.value;
    position = slot + 1;
  }
  const [degrees, minutes, seconds] = values;
  const count = part.numbers.length;
  if (minutes >= 60 || seconds >= 60) return null;
  if (count > 1 && !Number.isInteger(degrees)) return null;
  if (count > 2 && !Number.isInteger(minutes)) return null;
  if (part.numbers.slice(1).some((number) => number.negative)) return null;
  const magnitude = degrees + minutes / 60 + seconds / 3600;
  return part.numbers[0]?.negative ? -magnitude : magnitude;
}

const isLatitudeHemisphere = (hemisphere: THemisphere | undefined) =>
  hemisphere === 'N' || hemisphere === 'S';
const isLongitudeHemisphere = (hemisphere: THemisphere | undefined) =>
  hemisphere === 'E' || hemisphere === 'W';

/**
 * Reads a latitude and longitude from text. Answers null when the text is not a coordinate pair or
 * the values are out of range. Latitude comes first unless the hemisphere letters say otherwise.
 */
export function parseCoordinates(input: string): TCoordinates | null {
  const trimmed = input.trim();
  if (!trimmed || !/\d/.test(trimmed)) return null;
  const tokens = tokenize(trimmed);
  if (!tokens) return null;
  const parts = splitParts(tokens);
  if (!parts || parts.length !== 2) return null;
  let [first, second] = parts as [TPart, TPart];
  if (first.numbers.length === 0 || second.numbers.length === 0) return null;
  if (isLongitudeHemisphere(first.hemisphere) || isLatitudeHemisphere(second.hemisphere)) {
    [first, second] = [second, first];
  }
  if (first.hemisphere && !isLatitudeHemisphere(first.hemisphere)) return null;
  if (second.hemisphere && !isLongitudeHemisphere(second.hemisphere)) return null;
  const signed = (part: TPart) => {
    const value = degreesOf(part);
    if (value === null) return null;
    if (part.hemisphere && value < 0) return null;
    return part.hemisphere === 'S' || part.hemisphere === 'W' ? -value : value;
  };
  const latitude = signed(first);
  const longitude = signed(second);
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** True when the text reads as a coordinate pair (the map selector then searches by location). */
export function isCoordinateText(input: string): boolean {
  return parseCoordinates(input) !== null;
}

function dmsOf(value: number, positive: string, negative: string): string {
  const hemisphere = value < 0 ? negative : positive;
  let totalSeconds = Math.round(Math.abs(value) * 3600 * 10) / 10;
  const degrees = Math.floor(totalSeconds / 3600);
  totalSeconds -= degrees * 3600;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = (totalSeconds - minutes * 60).toFixed(1);
  return `${degrees}°${String(minutes).padStart(2, '0')}′${seconds.padStart(4, '0')}″${hemisphere}`;
}

/** Hemisphere letters of a language: west is O (oeste) in Portuguese and Spanish, east L (leste) in Portuguese. */
export type THemisphereLetters = { north: string; south: string; east: string; west: string };
export const ENGLISH_HEMISPHERES: THemisphereLetters = { north: 'N', south: 'S', east: 'E', west: 'W' };

/** A position as degrees, minutes and seconds, e.g. `42°01′50.9″N 93°37′54.8″W`. */
export function formatCoordinatesDms(
  coordinates: TCoordinates,
  letters: THemisphereLetters = ENGLISH_HEMISPHERES,
): string {
  return `${dmsOf(coordinates.latitude, letters.north, letters.south)} ${dmsOf(coordinates.longitude, letters.east, letters.west)}`;
}

/** A position as decimal degrees with 6 decimals, latitude first. */
export function formatCoordinatesDecimal(coordinates: TCoordinates): string {
  return `${coordinates.latitude.toFixed(6)}, ${coordinates.longitude.toFixed(6)}`;
}
