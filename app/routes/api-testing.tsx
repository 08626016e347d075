export default function Page() {
  return <h1>api-testing</h1>;
}
