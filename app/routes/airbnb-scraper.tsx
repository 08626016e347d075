export default function Page() {
  return <h1>airbnb-scraper</h1>;
}
