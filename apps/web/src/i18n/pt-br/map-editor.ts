import type { TTranslation } from '../types';

/** Editor de mapas (/map-editor): desenhar, editar, dividir e unir limites de talhões. */
const mapEditor: TTranslation['mapEditor'] = {
  subtitle: 'Desenhe, edite, divida e una os limites dos seus talhões.',
  grower: 'Produtor',
  farm: 'Fazenda',
  allGrowers: 'Todos os produtores',
  allFarms: 'Todas as fazendas',
  fieldList: 'Talhões',
  noFields: 'Nenhum talhão encontrado.',
  noBoundary: 'Sem limite',
  selectHint: 'Escolha um talhão na lista ou no mapa.',
  readOnly: 'Seu perfil pode ver os talhões; alterar limites exige a permissão de cadastros.',
  edit: 'Editar limite',
  draw: 'Desenhar limite',
  newField: 'Novo talhão',
  split: 'Dividir',
  merge: 'Unir',
  undo: 'Desfazer',
  editHint: 'Arraste os vértices ou os pontos médios. Os vértices se ajustam aos limites vizinhos.',
  drawHint: 'Clique em cada vértice; clique de novo no primeiro para fechar o limite.',
  splitHint:
    'Clique ao longo do corte, atravessando todo o talhão; clique de novo no último ponto para terminar.',
  mergeHint: 'Clique no talhão vizinho que será unido a este.',
  area: 'Área',
  part: 'Parte {{number}}',
  merged: 'Talhão unido',
  name: 'Nome do talhão',
  saved: 'Talhão {{name}} salvo.',
  splitSaved: 'Talhão dividido em {{count}} talhões.',
  mergeSaved: 'Talhões unidos.',
  saveError: 'Não foi possível salvar o talhão',
  splitMissed: 'A linha deve atravessar o talhão de um lado ao outro.',
  notAdjacent: 'Escolha um talhão da mesma fazenda que encoste neste.',
  noFarm: 'Escolha a fazenda do novo talhão.',
};

export default mapEditor;
