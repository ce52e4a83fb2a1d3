//! The API's refusals: a status, a short code programs match on, and plain words for people,
//! sent as `{"error": "<code>", "message": "<plain words>"}`.
//!
//! Why one type: every handler ends in it, so no refusal goes out as a bare status or as
//! markup, and a database failure (the server's fault) is the only path to a 5xx.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

/// A refusal.
#[derive(Debug)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// The code programs match on.
    pub code: &'static str,
    /// The plain words.
    pub message: String,
}

impl ApiError {
    /// A refusal with this status, code and message.
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
        }
    }
    /// 400: the request is wrong (the message names the field).
    pub fn bad(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, code, message)
    }
    /// 401: no token, or one that is not known.
    pub fn unauthorized() -> ApiError {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            "unauthorized",
            "Send your token as “Authorization: Bearer <token>” (it is in your link).",
        )
    }
    /// 403: a token that may not do this.
    pub fn forbidden(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, "forbidden", message)
    }
    /// 404: no such session.
    pub fn no_session() -> ApiError {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "no_session",
            "There is no session with this code: check the code on the screen.",
        )
    }
    /// 409: the state does not allow it now.
    pub fn conflict(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::CONFLICT, code, message)
    }
    /// 429: too many requests.
    pub fn too_many() -> ApiError {
        ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "too_many_requests",
            "Too many requests: wait a few seconds and try again.",
        )
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(e: sqlx::Error) -> ApiError {
        eprintln!("classroom: database error: {e}");
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "database",
            "The server could not reach its database; try again in a moment.",
        )
    }
}

impl From<gamelab::games::classroom::Problem> for ApiError {
    fn from(p: gamelab::games::classroom::Problem) -> ApiError {
        ApiError::bad("invalid", format!("{}: {}", p.field, p.message))
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (
            self.status,
            Json(json!({ "error": self.code, "message": self.message })),
        )
            .into_response()
    }
}
