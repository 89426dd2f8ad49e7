export default function AdminPage() {
  return <h1 className="text-3xl font-extrabold">Admin Access</h1>;
}
