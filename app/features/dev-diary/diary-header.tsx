import { TitleRule } from '~/components/ui/page-title';

/** The page heading above the list. */
export function DiaryHeader() {
  return (
    <header className="mb-10 text-center">
      <p className="text-xs font-semibold tracking-[0.3em] text-blood-400 uppercase">From the studio</p>
      <h1 className="mt-2 font-display text-4xl font-black tracking-wide text-bone-50 sm:text-5xl">
        DEV DIARY
      </h1>
      <TitleRule />
      <p className="mx-auto mt-4 max-w-2xl text-bone-300">
        Design notes, art, story and the occasional confession from the team building Blood &amp; Mayhem.
      </p>
    </header>
  );
}
