export default function Page() {
  return <h1>dashboard</h1>;
}
