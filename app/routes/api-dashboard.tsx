export default function Page() {
  return <h1>api-dashboard</h1>;
}
