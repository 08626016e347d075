export default function Page() {
  return <h1>listing-history</h1>;
}
