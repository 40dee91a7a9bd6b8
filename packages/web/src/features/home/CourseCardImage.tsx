import { useState } from 'react';

/**
 * The course's picture, or, when it has none or it cannot load, a tinted panel with the title's first
 * letter: every card keeps the same shape, so the list reads as a grid rather than a stack of odd heights.
 */
export function CourseCardImage({ src, title }: { src: string; title: string }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return <img className="course-card__thumbnail" src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
  }
  return (
    <div className="course-card__thumbnail course-card__placeholder" aria-hidden="true">
      <span className="course-card__initial">{Array.from(title.trim())[0]?.toLocaleUpperCase() ?? ''}</span>
    </div>
  );
}
