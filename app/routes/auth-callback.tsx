export default function Page() {
  return <h1>auth-callback</h1>;
}
