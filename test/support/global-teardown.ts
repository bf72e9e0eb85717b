export default async function globalTeardown(): Promise<void> {
  const database = (globalThis as { __testDatabase?: { stop(): Promise<void> } }).__testDatabase;
  await database?.stop();
}
