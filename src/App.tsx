export function App() {
  return (
    <main>
      <h1>Kapaga</h1>
    </main>
  );
}
