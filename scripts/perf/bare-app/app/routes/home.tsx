import { useState } from 'react';

// One piece of state, so hydration has something to attach to.
export default function Home() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Bare page</h1>
      <p>A prerendered route, hydrated by React Router, with nothing else on it.</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count} times
      </button>
    </main>
  );
}
