export default function Page() {
  return <h1>listing-quality-grader</h1>;
}
