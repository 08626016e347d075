export default function Page() {
  return <h1>create-listing</h1>;
}
