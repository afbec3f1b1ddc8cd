import { site } from '@verdantia/domain/site/config';
import type { LegalDocument } from './types';

const email = `[${site.email}](mailto:${site.email})`;

/**
 * Cookie policy: it must describe what the site really stores (the cookie banner's key, the
 * academy token, the staff session cookie) and nothing it does not.
 */
export const cookiePolicy: LegalDocument = {
  path: '/legal/Cookies',
  title: 'Cookie Policy',
  lastUpdated: '27 November 2024',
  lastUpdatedIso: '2024-11-27',
  intro: [
    `This policy explains which cookies and similar browser storage ${site.name} uses on this website, why, and how you can change your choice. In short: we store only what the site needs to work, we use no advertising or tracking cookies, and embedded videos load only when you ask for them.`,
  ],
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'Cookies and browser storage',
      body: [
        'A cookie is a small file a website asks your browser to keep and send back on later visits. Local storage is a similar area of your browser where a website can keep a few values; unlike a cookie, it is never sent to the website’s server automatically.',
        'The law treats both the same way: a website may store information on your device without asking only when it is strictly necessary for a service you have requested. Anything else needs your consent.',
      ],
    },
    {
      id: 'what-we-store',
      heading: 'What this website stores',
      body: [
        'This is the complete list. Each item is strictly necessary for the feature named, and only the first is stored for every visitor.',
        {
          table: {
            caption: 'Items this website stores in your browser',
            head: ['Name', 'Type', 'What it is for', 'How long it stays'],
            rows: [
              [
                'cookiesAccepted',
                'Local storage',
                'Remembers your answer to the cookie banner (“true” or “false”) so that we do not ask again on every page.',
                'Until you clear it, or use the button in section 6.',
              ],
              [
                'user-cred',
                'Local storage',
                'Keeps you signed in to the ESG Academy. Set only when you sign in.',
                'Until you sign out or the sign-in expires.',
              ],
              [
                'Staff session cookie',
                'Cookie (HttpOnly)',
                'Keeps our own staff signed in to the back-office. Never set for visitors, learners or people using TrustLink.',
                'Ends after a period of inactivity or on sign-out.',
              ],
            ],
          },
        },
      ],
    },
    {
      id: 'what-we-do-not-use',
      heading: 'What we do not use',
      body: [
        'We do not use advertising cookies, analytics or statistics cookies, social media tracking pixels or any other third-party tracking, and we do not try to identify your device by fingerprinting.',
        'Because nothing optional is stored, your answer to the cookie banner changes nothing except the record of the answer itself. If we ever add optional cookies, we will update this policy first and set them only if you have said yes.',
      ],
    },
    {
      id: 'embedded-videos',
      heading: 'Embedded videos',
      body: [
        'The podcast page shows our videos through YouTube’s privacy-enhanced mode (youtube-nocookie.com). Until you press play, the page shows only a still image, and no player, cookie or script from YouTube is loaded. The still images come from YouTube’s image server, which receives the technical details any web request carries, such as your IP address, but stores nothing on your device.',
        'When you press play, the player is loaded from youtube-nocookie.com and YouTube may then store information on your device under its own privacy policy. If you would rather it did not, leave the video unplayed: the rest of the page works without it.',
      ],
    },
    {
      id: 'managing-storage',
      heading: 'Managing storage in your browser',
      body: [
        'Every modern browser lets you see and delete the cookies and site data stored by a website, and block them altogether. Look for “Cookies and site data” or “Clear browsing data” in your browser’s privacy settings.',
        'If you block storage for this website, the pages still work. The cookie banner will ask for your choice on each visit, and you will not be able to stay signed in to the ESG Academy.',
      ],
    },
    {
      id: 'change-your-choice',
      heading: 'Changing your cookie choice',
      body: [
        'You can withdraw or change your answer at any time. The button below removes the stored answer from this browser, and the cookie banner will ask you again.',
        { control: 'cookie-choice' },
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Changes to this policy and contact',
      body: [
        'If what the website stores changes, we will update this policy and the date at the top of the page before the change goes live.',
        `Questions about cookies or your personal data are welcome at ${email}. Our [Privacy Policy](/legal/privacy-policy) explains how we handle personal data and the rights you have.`,
      ],
    },
  ],
};
