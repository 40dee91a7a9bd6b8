import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlayerLanguageProvider } from '../i18n/player-language.tsx';
import { DoneButton } from './DoneButton.tsx';
import { Reinforcement } from './Reinforcement.tsx';
import { PlainText, RichText } from './RichText.tsx';
import { Stars } from './Stars.tsx';
import { TimerBar } from './TimerBar.tsx';

describe('shared slide pieces', () => {
  it('shows the reinforcement, the explanation and the takeaway, with the verdict for screen readers', () => {
    render(<Reinforcement correct={false} message="Not quite..." explanation="Foam is for liquids." takeaway="Match the label colour." />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Incorrect: Not quite...');
    expect(screen.getByText('Foam is for liquids.')).toBeTruthy();
    expect(screen.getByText('Takeaway')).toBeTruthy();
    expect(screen.getByText('Match the label colour.')).toBeTruthy();
  });

  it('leaves the takeaway out when there is none', () => {
    render(<Reinforcement correct message="That's correct!" />);
    expect(screen.queryByText('Takeaway')).toBeNull();
  });

  it('draws the time left as a progress bar, and nothing without a limit', () => {
    const { rerender } = render(<TimerBar limitMs={20000} remainingMs={5000} />);
    const bar = screen.getByRole('progressbar', { name: 'Time left' });
    expect(bar.getAttribute('aria-valuenow')).toBe('5');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('25%');
    rerender(<TimerBar limitMs={-1} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<TimerBar limitMs={20000} disabled />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('reads the stars as one image', () => {
    const { container } = render(<Stars earned={2} total={3} />);
    expect(screen.getByRole('img', { name: '2 of 3 stars' })).toBeTruthy();
    expect(container.querySelectorAll('.sw-stars__star--earned')).toHaveLength(2);
  });

  it('labels the done button with the doneText in the lesson’s language, or the author’s text', () => {
    const { rerender } = render(
      <PlayerLanguageProvider language="es">
        <DoneButton template={{ doneText: 'Move on' }} />
      </PlayerLanguageProvider>,
    );
    expect(screen.getByRole('button', { name: 'Seguir' })).toBeTruthy();
    rerender(<DoneButton template={{ doneText: 'Finish' }} />);
    expect(screen.getByRole('button', { name: 'Finish' })).toBeTruthy();
    rerender(<DoneButton template={{ doneText: 'Continue' }} label="Start" />);
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it('sets markup only for rich text; plain text shows tags as typed', () => {
    const { container } = render(
      <>
        <RichText html="<p><strong>Bold</strong></p>" />
        <PlainText text="<b>not bold</b>" />
        <RichText html="<p> </p>" />
      </>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('Bold');
    expect(screen.getByText('<b>not bold</b>')).toBeTruthy();
    expect(container.querySelectorAll('.sw-rich-text')).toHaveLength(1);
  });
});
