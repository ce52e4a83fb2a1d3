//! The classroom page's addresses: `#/classroom` (start a session, or type a code),
//! `#/classroom?join=CODE` (a student's join link, the QR code's) and
//! `#/classroom?code=CODE&token=TOKEN` (a teacher's or a student's own link: the token in it
//! resumes the same person after a reload, on another tab, or on the same phone tomorrow), and
//! `#/classroom?teach=CODE` (the teacher's page with the teacher's token kept in the browser,
//! out of an address a projector shows).
//!
//! Why in the core: the server writes these links into its answers and the page reads them;
//! one parser, tested here, keeps the two in step.

/// Where the classroom page is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Address {
    /// The start: a teacher chooses a game, a student types a code.
    Start,
    /// A student's join link.
    Join {
        /// The session's code.
        code: String,
    },
    /// The teacher's page once the teacher's token is kept in the browser's storage and out of
    /// the address (which a projector shows).
    Teacher {
        /// The session's code.
        code: String,
    },
    /// A person's own link into a session.
    Session {
        /// The session's code.
        code: String,
        /// Their token.
        token: String,
    },
}

impl Address {
    /// Reads the address from the location's hash (`#/classroom?…`).
    pub fn parse(hash: &str) -> Address {
        let query = hash.split_once('?').map(|(_, q)| q).unwrap_or("");
        let mut code = None;
        let mut join = None;
        let mut token = None;
        let mut teach = None;
        for pair in query.split('&') {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            let v: String = v
                .chars()
                .filter(|c| c.is_ascii_alphanumeric())
                .take(100)
                .collect();
            match k {
                "code" => code = Some(v.to_uppercase()),
                "join" => join = Some(v.to_uppercase()),
                "token" => token = Some(v),
                "teach" => teach = Some(v.to_uppercase()),
                _ => {}
            }
        }
        if let Some(code) = teach.filter(|c| !c.is_empty()) {
            return Address::Teacher { code };
        }
        match (code, token, join) {
            (Some(code), Some(token), _) if !code.is_empty() && !token.is_empty() => {
                Address::Session { code, token }
            }
            (_, _, Some(code)) | (Some(code), None, None) if !code.is_empty() => {
                Address::Join { code }
            }
            _ => Address::Start,
        }
    }

    /// The hash of this address (`#/classroom?…`).
    pub fn hash(&self) -> String {
        match self {
            Address::Start => "#/classroom".to_string(),
            Address::Join { code } => format!("#/classroom?join={code}"),
            Address::Teacher { code } => format!("#/classroom?teach={code}"),
            Address::Session { code, token } => format!("#/classroom?code={code}&token={token}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_read_back() {
        for a in [
            Address::Start,
            Address::Join {
                code: "K7QX".into(),
            },
            Address::Session {
                code: "K7QX".into(),
                token: "0123abcd".into(),
            },
        ] {
            assert_eq!(Address::parse(&a.hash()), a);
        }
        assert_eq!(
            Address::parse("#/classroom?join=k7qx"),
            Address::Join {
                code: "K7QX".into()
            }
        );
        assert_eq!(
            Address::parse("#/classroom?join=<script>"),
            Address::Join {
                code: "SCRIPT".into()
            }
        );
        assert_eq!(Address::parse("#/classroom?token=abc"), Address::Start);
    }
}
