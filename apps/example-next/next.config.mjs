/** Next.js config of the example: the workspace packages are used from their built dist. */
const nextConfig = {
  // The example runs on 127.0.0.1 only and reports nothing anywhere.
  poweredByHeader: false,
  reactStrictMode: true,
  // Type-checked by the repo's typecheck step (`tsc`), so `next build` stays fast in the test command.
  typescript: { ignoreBuildErrors: true },
}

export default nextConfig
