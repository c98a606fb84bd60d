import { IconSearch } from '../../components/icons';
import {
  IconBank,
  IconClipboard,
  IconFileUpload,
  IconGear,
  IconHandshake,
  IconHeadset,
  IconMegaphone,
  IconMonitor,
  IconSchool,
  IconUsers,
} from '../../components/pictograms';
import type { MessageId } from '../../i18n/messageIds';

/**
 * The About Us page's fixed texts, each card's with its icon (docs/PRODUCT.md §1 and §2 "/about-us"): message ids,
 * which the components translate.
 */

/** docs/PRODUCT.md §2: the header gallery's stats. */
export const ABOUT_STATS: readonly { value: MessageId; label: MessageId }[] = [
  { value: 'about.statDailyUsersValue', label: 'about.statDailyUsers' },
  { value: 'about.statOpenPositionsValue', label: 'about.statOpenPositions' },
  { value: 'about.statStoriesValue', label: 'about.statStories' },
];

export const SERVICES = [
  {
    key: 'recruitment',
    icon: IconSearch,
    title: 'about.recruitmentTitle',
    text: 'about.recruitmentText',
    points: ['about.recruitmentCampus', 'about.recruitmentBulk', 'about.recruitmentExecutive'],
  },
  {
    key: 'outsourcing',
    icon: IconClipboard,
    title: 'about.outsourcingTitle',
    text: 'about.outsourcingText',
    points: ['about.outsourcingStatutory', 'about.outsourcingPayroll', 'about.outsourcingCompliance'],
  },
  {
    key: 'staffing',
    icon: IconUsers,
    title: 'about.staffingTitle',
    text: 'about.staffingText',
    points: ['about.staffingContract', 'about.staffingContractToHire', 'about.staffingReplacement'],
  },
] as const;

/** docs/PRODUCT.md §1: the industries served, in the spec's order. */
export const INDUSTRIES = [
  { key: 'banking', icon: IconBank, name: 'about.industryBanking' },
  { key: 'it', icon: IconMonitor, name: 'about.industryIt' },
  { key: 'media', icon: IconMegaphone, name: 'about.industryMedia' },
  { key: 'manufacturing', icon: IconGear, name: 'about.industryManufacturing' },
  { key: 'education', icon: IconSchool, name: 'about.industryEducation' },
  { key: 'support', icon: IconHeadset, name: 'about.industrySupport' },
] as const;

/** docs/PRODUCT.md §2: "How It Works?" in three steps. */
export const HOW_IT_WORKS_STEPS = [
  {
    key: 'search',
    icon: IconSearch,
    title: 'about.stepSearchTitle',
    text: 'about.stepSearchText',
  },
  {
    key: 'apply',
    icon: IconFileUpload,
    title: 'about.stepApplyTitle',
    text: 'about.stepApplyText',
  },
  {
    key: 'hired',
    icon: IconHandshake,
    title: 'about.stepHiredTitle',
    text: 'about.stepHiredText',
  },
] as const;
