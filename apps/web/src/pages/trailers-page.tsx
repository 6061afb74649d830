import { TrailerList } from '../features/trailers/TrailerList';

/** /records/trailers */
export default function TrailersPage() {
  return <TrailerList />;
}
