/** The app root. The shell and accounts arrive with issue 7; until then the landing text. */
export function App() {
  return (
    <main>
      <h1>Vizinhos</h1>
      <p>A rede social da sua vizinhança.</p>
    </main>
  );
}
