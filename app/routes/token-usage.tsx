export default function Page() {
  return <h1>token-usage</h1>;
}
