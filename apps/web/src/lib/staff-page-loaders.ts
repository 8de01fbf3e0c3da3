// The staff app's page loaders (app/staff-pages.ts), handed over by app/routes.tsx. The code that saves the staff app
// for offline use (app/pwa/warm-staff-app.ts) runs from those very pages, so importing them back would be a cycle.
type PageLoader = () => Promise<unknown>;

let loaders: readonly PageLoader[] = [];

export function provideStaffPageLoaders(pages: Readonly<Record<string, PageLoader>>): void {
  loaders = Object.values(pages);
}

export function staffPageLoaders(): readonly PageLoader[] {
  return loaders;
}
