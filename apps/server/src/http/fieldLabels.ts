// Names of the contract's fields as a resident reads them, for validation messages.
const labels: Record<string, string> = {
  user: 'usuário ou email',
  username: 'nome de usuário',
  password: 'senha',
  password_confirm: 'confirmação de senha',
  password_confirmation: 'confirmação de senha',
  email: 'email',
  first_name: 'nome',
  last_name: 'sobrenome',
  summary: 'resumo',
  area_id: 'área',
  new_area: 'nova área',
  lat: 'latitude',
  lon: 'longitude',
  lng: 'longitude',
  outline: 'contorno',
  q: 'busca',
  page: 'página',
  per_page: 'itens por página',
  polygon: 'polígono',
  x: 'x',
  y: 'y',
  reset_password_token: 'token de redefinição',
  token: 'token',
  org_code: 'código da organização',
  invite_code: 'código de convite',
  area: 'área',
  city: 'cidade',
  state: 'estado',
  body: 'texto',
  id: 'identificador',
  comment_page: 'página de comentários',
  comment_id: 'comentário',
  commentId: 'comentário',
  reason: 'motivo',
  note: 'nota',
  message: 'mensagem',
  hours: 'horas',
  role: 'papel',
};

/** The Portuguese label of a field, from a JSON pointer or a property name. */
export function labelField(pathOrName: string): string {
  const parts = pathOrName.split('/').filter((part) => part !== '' && !/^\d+$/.test(part));
  const last = parts.at(-1) ?? '';
  return labels[last] ?? (last || 'dados');
}
