import { Inline } from '../primitives/Inline/Inline.tsx';
import { Logo } from '../primitives/Logo/Logo.tsx';
import { Stack } from '../primitives/Stack/Stack.tsx';
import * as styles from './Foundations.css.ts';
import { storySections } from './storySections.ts';

// Storybook's first page, for designers and reviewers (not shipped in the app).

function Code({ children }: { children: string }) {
  return <code className={styles.code}>{children}</code>;
}

/** What Vizinhos is, how the stories are organised, the toolbar's switches, how to review a change. */
export function IntroductionPage() {
  return (
    <Stack gap="md" asChild>
      <article className={styles.prose}>
        <Inline gap="md" wrap={false}>
          <Logo size="lg" />
          <h1 className={styles.title}>Vizinhos: o sistema de design</h1>
        </Inline>
        <p className={styles.lead}>
          Vizinhos é a rede social de uma vizinhança: moradores de uma área publicam por categoria, comentam,
          votam, respondem enquetes, marcam eventos, conversam e conhecem quem mora perto. Tudo o que o
          morador vê está em português do Brasil.
        </p>

        <h2 className={styles.heading}>Como as histórias estão organizadas</h2>
        <p>
          Depois dos fundamentos e dos primitivos, uma seção por funcionalidade, na ordem em que o morador as
          encontra; dentro de cada seção, as peças têm o nome que têm no código. Ao lado de cada seção, as
          pastas de <Code>packages/ui/src</Code> (funcionalidades em <Code>features/</Code>) de onde vêm as
          peças.
        </p>
        <dl className={styles.list} aria-label="Seções">
          {storySections.map((section) => (
            <div key={section.title}>
              <dt>
                <strong>{section.title}</strong>
              </dt>
              <dd>
                {section.holds}:{' '}
                {section.folders.map((folder, index) => (
                  <span key={folder}>
                    {index > 0 ? ', ' : null}
                    <Code>{folder}</Code>
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
        <ul className={styles.list}>
          <li>
            Cada história é um estado da peça: <Code>Default</Code>, <Code>Loading</Code>, <Code>Empty</Code>,{' '}
            <Code>Error</Code>, <Code>Dark</Code>, <Code>SmallScreen</Code>... e as que têm a etiqueta{' '}
            <Code>visual</Code> entram na revisão de capturas de tela.
          </li>
        </ul>

        <h2 className={styles.heading}>Tema e tamanho de tela</h2>
        <ul className={styles.list}>
          <li>
            O pincel na barra de ferramentas troca entre o tema claro e o escuro; cada história deve ficar
            legível nos dois.
          </li>
          <li>
            O ícone de tela ao lado escolhe a largura (celular, tablet, computador): no celular a barra
            lateral vira gaveta e o nome do usuário some do cabeçalho.
          </li>
          <li>A aba Accessibility mostra o resultado do axe; uma falha reprova o teste da história.</li>
        </ul>

        <h2 className={styles.heading}>Como revisar uma mudança visual</h2>
        <ol className={styles.list}>
          <li>
            Rode <Code>pnpm test:visual</Code>: o Storybook é construído e cada história <Code>visual</Code> é
            fotografada nos dois temas e comparada, pixel a pixel, com <Code>visual/baselines</Code>.
          </li>
          <li>
            Se algo mudou, abra <Code>visual/report/index.html</Code>: esperado, atual e a diferença lado a
            lado.
          </li>
          <li>
            Mudança intencional? Rode <Code>pnpm test:visual -- --update</Code> e olhe os PNGs alterados (
            <Code>git status visual/baselines</Code>) antes de publicar: são eles que o revisor aprova.
          </li>
        </ol>
      </article>
    </Stack>
  );
}
