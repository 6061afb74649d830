import { ProductList } from '../features/products/ProductList';

/** /records/products */
export default function ProductsPage() {
  return <ProductList />;
}
