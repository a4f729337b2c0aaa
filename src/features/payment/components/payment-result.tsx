import { Link } from 'react-router-dom';
import './payment-result.css';

/** Title, text and one button: what both payment result pages show (spec section 2). */
export function PaymentResult(props: {
  tone: 'success' | 'failure';
  title: string;
  text: string;
  action: string;
  to: string;
}) {
  return (
    <main className={`payment-result payment-result--${props.tone}`}>
      <h1 className="payment-result__title">{props.title}</h1>
      <p className="payment-result__text">{props.text}</p>
      <Link className="payment-result__button" to={props.to}>
        {props.action}
      </Link>
    </main>
  );
}
