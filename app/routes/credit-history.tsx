export default function Page() {
  return <h1>credit-history</h1>;
}
