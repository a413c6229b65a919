// Portuguese texts of the write limits (auth/writeLimits.ts): the refusal names what was counted
// and when to try again. Every kind a route may declare (DeclaredKind) has its word here (the compiler
// checks the hook's call); the limits their handlers place give their own texts.
/** What each limit counts, as the refusal names it. */
const writeLimitCounted = {
  post: 'postagens',
  securityPost: 'alertas de Segurança',
  comment: 'comentários',
  commentNudge: 'registros do lembrete de tom',
  message: 'mensagens',
  conversation: 'conversas novas',
  groupAddition: 'pessoas adicionadas a conversas',
  service: 'serviços',
  vote: 'votos',
  flag: 'denúncias',
};

/** "5 minutos", "1 hora", "30 segundos": the wait, rounded up, in words. */
function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

/** The refusal of a write over its limit, in Portuguese, with when to try again. */
export function writeLimitText(kind: keyof typeof writeLimitCounted, retryAfterS: number): string {
  return `Você fez ${writeLimitCounted[kind]} demais em pouco tempo. Tente novamente em ${describeWait(retryAfterS)}.`;
}
