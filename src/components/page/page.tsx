import type { ReactNode } from 'react';
import './page.css';

/** A page's frame inside the layout: its heading and content. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page">
      <h1 className="page__title">{title}</h1>
      {children}
    </section>
  );
}
