import '../render';

import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { theme } from '../../../src/app/theme';
import { JobCard } from '../../../src/components/jobCard/JobCard';
import type { JobSummary } from '../../../src/domain/entities';
import type { Language } from '../../../src/domain/languages';
import { Highlighted } from '../../../src/features/jobs/Highlighted';
import { LocationProbe } from '../render';
import { Texts } from '../texts';

const JOB: JobSummary = {
  id: 42,
  image: 'logo.png',
  title: 'Senior Customer Support Executive for the Night Shift, Tamil and English Speaking',
  companyName: 'Acme Logistics',
  location: 'Chennai',
  jobType: 'Full Time',
  experience: '2-4',
  salary: '₹3,60,000',
};

function drawn(card: ReactNode, language: Language = 'en') {
  return render(
    <MantineProvider theme={theme} env="test">
      <Texts language={language}>
        <MemoryRouter>
          <Routes>
            <Route path="/" element={<ul>{card}</ul>} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </Texts>
    </MantineProvider>,
  );
}

describe('the job card', () => {
  it('shows title, company, location, type, experience and salary, and the place’s buttons', () => {
    drawn(<JobCard job={JOB} headingLevel={3} actions={<button type="button">Apply Now</button>} />);
    const card = screen.getByTestId('job-card');
    expect(card.tagName).toBe('LI');
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(JOB.title);
    for (const text of ['Acme Logistics', 'Chennai', 'Full Time', '2-4 years', '₹3,60,000 per annum']) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(within(card).getByRole('button', { name: 'Apply Now' })).toBeTruthy();
  });

  it('links its title to the job, with the whole title as the link’s name and title attribute', async () => {
    drawn(<JobCard job={JOB} headingLevel={2} actions={null} />);
    const link = screen.getByRole('link', { name: JOB.title });
    expect(link.getAttribute('title')).toBe(JOB.title);
    expect(link.getAttribute('href')).toBe('/showjobdetails?id=42');
    expect(link.closest('h2')?.className).toBe('sr-job-card__title');
    await userEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/showjobdetails?id=42 {"jobDetails":42}');
  });

  it('words experience and salary in the page’s language', () => {
    drawn(<JobCard job={JOB} headingLevel={3} actions={null} />, 'ta');
    expect(screen.getByText('2-4 ஆண்டுகள்')).toBeTruthy();
    expect(screen.getByText('ஆண்டுக்கு ₹3,60,000')).toBeTruthy();
  });

  it('names a missing salary and leaves out a missing company and location', () => {
    drawn(<JobCard job={{ ...JOB, salary: ' ', companyName: '', location: '' }} headingLevel={3} actions={null} />, 'hi');
    const card = screen.getByTestId('job-card');
    expect(within(card).getByText('नहीं बताया गया')).toBeTruthy();
    expect(card.querySelector('.sr-job-card__company')).toBeNull();
    expect(card.querySelector('.sr-job-card__icon--place')).toBeNull();
  });

  it('marks a keyword search’s words in the title, company and facts, the link keeping its name', () => {
    const highlight = (text: string) => <Highlighted text={text} terms={['support', 'chennai']} />;
    drawn(<JobCard job={JOB} headingLevel={2} actions={null} highlight={highlight} />);
    const marks = [...document.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['Support', 'Chennai']);
    expect(screen.getByRole('link', { name: JOB.title })).toBeTruthy();
  });
});
