"""A small FastAPI bookshop: the FastAPI peer of Courier's described-API tests.

OAuth2 password login with refresh tokens, four related resources (authors,
books, reviews, and publishers keyed by UUID) paged by skip/limit with the
total in the body, search, sorting, filters, a cover picture per book, an
author's awards listed only under the author (no list of every award),
writes validated by pydantic, and an ETag on every JSON answer (304 when
the client's still matches).
Everything lives in memory and is generated from a fixed seed, so every run
answers the same. Run by scripts/peers.sh; never reachable off loopback.

    uvicorn fastapi_bookshop:app --host 127.0.0.1 --port 8000

BOOKSHOP_ACCESS_TTL (seconds, default 300) makes access tokens expire sooner,
so tests see a refresh.
"""

import base64
import hashlib
import os
import random
import secrets
import time
import uuid
from datetime import datetime, timezone
from enum import Enum
from typing import Annotated, Optional

from fastapi import Depends, FastAPI, Form, HTTPException, Query, Request, Response, status
from fastapi.security import OAuth2PasswordBearer, OAuth2PasswordRequestForm
from pydantic import BaseModel, Field

app = FastAPI(title="Bookshop", version="1.0.0", description="Authors, their books and the books' reviews.")

USERS = {"ann": "ann-pass", "bob": "bob-pass"}
ACCESS_TTL = float(os.environ.get("BOOKSHOP_ACCESS_TTL", "300"))
access_tokens: dict[str, tuple[str, float]] = {}
refresh_tokens: dict[str, str] = {}
oauth2 = OAuth2PasswordBearer(tokenUrl="token", refreshUrl="token/refresh")

# A 48x36 lossless WebP, the same for every book.
COVER = base64.b64decode("UklGRnYAAABXRUJQVlA4TGkAAAAvL8AIAJmM6H9sBl5B2gZM/WvtjoSB6X8wfHCobdvIAXRj3/5Ncv35BSQJ5POWK0jbgKl/ybuhtm0bJr1uTo7wNaKZCCcQTvTyiUW8KU+4nASUN68+TuTf0ZYz8uv/DflruHycXPV3NAAA")


class Genre(str, Enum):
    novel = "novel"
    poetry = "poetry"
    essay = "essay"
    thriller = "thriller"


class Token(BaseModel):
    access_token: str
    refresh_token: str
    token_type: str = "bearer"


class Author(BaseModel):
    id: int
    name: str
    country: str
    born: int


class BookFields(BaseModel):
    title: str = Field(min_length=2, max_length=80)
    genre: Genre
    year: int = Field(ge=1400, le=2100)
    price: float = Field(ge=0)
    isbn: Optional[str] = Field(default=None, pattern=r"^97[89]-[0-9]{10}$")
    authorId: int
    publisherId: Optional[uuid.UUID] = None


class BookChanges(BaseModel):
    title: Optional[str] = Field(default=None, min_length=2, max_length=80)
    genre: Optional[Genre] = None
    year: Optional[int] = Field(default=None, ge=1400, le=2100)
    price: Optional[float] = Field(default=None, ge=0)
    isbn: Optional[str] = Field(default=None, pattern=r"^97[89]-[0-9]{10}$")


class Book(BookFields):
    id: int
    cover: str = Field(description="The cover picture's URL", json_schema_extra={"format": "uri", "contentMediaType": "image/webp"})
    inStock: bool
    summary: str


class BookPage(BaseModel):
    items: list[Book]
    total: int
    skip: int
    limit: int


class PublisherFields(BaseModel):
    name: str = Field(min_length=2, max_length=60)
    city: str = Field(min_length=1, max_length=40)
    independent: bool = False


class PublisherChanges(BaseModel):
    name: Optional[str] = Field(default=None, min_length=2, max_length=60)
    city: Optional[str] = Field(default=None, min_length=1, max_length=40)
    independent: Optional[bool] = None


class Publisher(PublisherFields):
    id: uuid.UUID
    founded: datetime


class PublisherPage(BaseModel):
    items: list[Publisher]
    total: int
    skip: int
    limit: int


class Award(BaseModel):
    id: int
    name: str
    year: int


class Review(BaseModel):
    id: int
    bookId: int
    reviewer: str
    rating: int = Field(ge=1, le=5)
    text: str


class ReviewPage(BaseModel):
    items: list[Review]
    total: int
    skip: int
    limit: int


def generate():
    rng = random.Random(23)
    countries = ["NL", "JP", "BR", "NG", "CA", "IN"]
    first = ["Ada", "Bo", "Chidi", "Dara", "Eun", "Femi", "Gale", "Hana", "Ines", "Jun", "Kofi", "Lena"]
    last = ["Okafor", "Tanaka", "Silva", "Visser", "Mehta", "Brooks"]
    authors = [Author(id=i + 1, name=f"{first[i]} {last[i % len(last)]}", country=countries[i % len(countries)], born=1900 + i * 7)
               for i in range(12)]
    # Ids from names, so every run has the same UUIDs.
    publishers = [Publisher(id=uuid.uuid5(uuid.NAMESPACE_URL, f"bookshop/publishers/{i + 1}"), name=name, city=city,
                            independent=i % 2 == 1, founded=datetime(1900 + i * 23, i + 2, 10 + i, 9, 30, tzinfo=timezone.utc))
                  for i, (name, city) in enumerate([("Harbour Press", "Lagos"), ("Lantern House", "Osaka"),
                                                    ("Orchard & Salt", "Recife"), ("Paper Moon", "Utrecht")])]
    words = ["Quiet", "River", "Glass", "Harbour", "Winter", "Lantern", "Orchard", "Salt", "Paper", "Moon", "Iron", "Garden"]
    books = []
    for i in range(75):
        title = f"{words[i % 12]} {words[(i * 5 + 3) % 12]} {i + 1}"
        books.append(Book(id=i + 1, title=title, genre=list(Genre)[i % 4], year=1950 + (i * 7) % 70,
                          price=round(5 + rng.random() * 40, 2), isbn=f"978-{1000000000 + i:010d}", authorId=i % 12 + 1,
                          publisherId=publishers[i % len(publishers)].id,
                          cover=f"/covers/{i + 1}.webp", inStock=i % 3 != 0, summary=f"A book about {words[i % 12].lower()}s."))
    reviews = [Review(id=i + 1, bookId=i % 75 + 1, reviewer=first[i % 12], rating=i % 5 + 1, text=f"Review {i + 1}.")
               for i in range(150)]
    prizes = ["Lantern Prize", "Harbour Medal", "Salt Award"]
    awards = {author.id: [Award(id=author.id * 10 + n, name=prizes[(author.id + n) % 3], year=1960 + author.id * 3 + n)
                          for n in range(author.id % 3)] for author in authors}
    return authors, books, reviews, publishers, awards


AUTHORS, BOOKS, REVIEWS, PUBLISHERS, AWARDS = generate()


def issue(username: str) -> Token:
    access, refresh = secrets.token_urlsafe(24), secrets.token_urlsafe(24)
    access_tokens[access] = (username, time.time() + ACCESS_TTL)
    refresh_tokens[refresh] = username
    return Token(access_token=access, refresh_token=refresh)


def user(token: Annotated[str, Depends(oauth2)]) -> str:
    found = access_tokens.get(token)
    if found is None or found[1] < time.time():
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "Token expired or unknown", headers={"WWW-Authenticate": "Bearer"})
    return found[0]


Signed = Annotated[str, Depends(user)]


@app.post("/token", response_model=Token)
def login(form: Annotated[OAuth2PasswordRequestForm, Depends()]):
    if USERS.get(form.username) != form.password:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "Incorrect username or password")
    return issue(form.username)


@app.post("/token/refresh", response_model=Token)
def refresh(refresh_token: Annotated[str, Form()], grant_type: Annotated[str, Form()] = "refresh_token"):
    # Refresh tokens are used once: each refresh gives a new pair, as OAuth2 servers that rotate them do.
    username = refresh_tokens.pop(refresh_token, None)
    if grant_type != "refresh_token" or username is None:
        raise HTTPException(status.HTTP_400_BAD_REQUEST, "invalid_grant")
    return issue(username)


@app.post("/test/expire", status_code=status.HTTP_204_NO_CONTENT, include_in_schema=False)
def expire():
    """For the tests: every access token expires now, so the next request refreshes."""
    for token, (username, _) in list(access_tokens.items()):
        access_tokens[token] = (username, 0)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


# How many GETs were answered 304 because the client's ETag still matched.
NOT_MODIFIED = {"count": 0}


@app.middleware("http")
async def etags(request: Request, call_next):
    """Every successful JSON GET carries an ETag of its body; asked again with it, the answer is 304 and no body."""
    response = await call_next(request)
    if request.method != "GET" or response.status_code != 200 or "json" not in response.headers.get("content-type", ""):
        return response
    body = b"".join([chunk async for chunk in response.body_iterator])
    tag = '"' + hashlib.sha256(body).hexdigest()[:32] + '"'
    if request.headers.get("if-none-match") == tag:
        NOT_MODIFIED["count"] += 1
        return Response(status_code=status.HTTP_304_NOT_MODIFIED, headers={"ETag": tag})
    headers = {key: value for key, value in response.headers.items() if key.lower() != "content-length"}
    headers["ETag"] = tag
    return Response(content=body, status_code=response.status_code, headers=headers)


@app.post("/test/not-modified", include_in_schema=False)
def not_modified():
    """For the tests: how many GETs were answered 304 so far."""
    return NOT_MODIFIED


def page(items, skip, limit):
    return {"items": items[skip:skip + limit], "total": len(items), "skip": skip, "limit": limit}


def ordered(items, sort: Optional[str]):
    if not sort:
        return items
    field = sort.lstrip("-")
    return sorted(items, key=lambda item: getattr(item, field), reverse=sort.startswith("-"))


@app.get("/authors", response_model=list[Author])
def authors(_: Signed):
    return AUTHORS


@app.get("/authors/{author_id}", response_model=Author)
def author(author_id: int, _: Signed):
    for found in AUTHORS:
        if found.id == author_id:
            return found
    raise HTTPException(status.HTTP_404_NOT_FOUND, "No such author")


@app.get("/authors/{author_id}/books", response_model=BookPage)
def author_books(author_id: int, _: Signed, skip: int = 0, limit: int = Query(30, le=100)):
    return page([book for book in BOOKS if book.authorId == author_id], skip, limit)


@app.get("/authors/{author_id}/awards", response_model=list[Award])
def author_awards(author_id: int, _: Signed):
    """An author's awards: there is no list of every award, so they are reached from their author."""
    return AWARDS.get(author_id, [])


BookSort = Enum("BookSort", {name: name for name in ["title", "-title", "year", "-year", "price", "-price"]}, type=str)


@app.get("/books", response_model=BookPage)
def books(_: Signed, skip: int = 0, limit: int = Query(30, le=100), q: Optional[str] = None, sort: Optional[BookSort] = None,
          genre: Optional[Genre] = None, authorId: Optional[int] = None, publisherId: Optional[uuid.UUID] = None):
    found = [book for book in BOOKS if (not q or q.lower() in book.title.lower()) and (not genre or book.genre == genre)
             and (authorId is None or book.authorId == authorId) and (publisherId is None or book.publisherId == publisherId)]
    return page(ordered(found, sort.value if sort else None), skip, limit)


@app.post("/books", response_model=Book, status_code=status.HTTP_201_CREATED)
def add_book(fields: BookFields, _: Signed):
    book = Book(**fields.model_dump(), id=max(book.id for book in BOOKS) + 1, cover="/covers/0.webp", inStock=False, summary="")
    BOOKS.append(book)
    return book


def find_book(book_id: int) -> Book:
    for found in BOOKS:
        if found.id == book_id:
            return found
    raise HTTPException(status.HTTP_404_NOT_FOUND, "No such book")


@app.get("/books/{book_id}", response_model=Book)
def book(book_id: int, _: Signed):
    return find_book(book_id)


@app.patch("/books/{book_id}", response_model=Book)
def change_book(book_id: int, changes: BookChanges, _: Signed):
    book = find_book(book_id)
    for key, value in changes.model_dump(exclude_unset=True).items():
        setattr(book, key, value)
    return book


@app.delete("/books/{book_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_book(book_id: int, _: Signed):
    BOOKS.remove(find_book(book_id))
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@app.get("/publishers", response_model=PublisherPage)
def publishers(_: Signed, skip: int = 0, limit: int = Query(30, le=100), q: Optional[str] = None):
    return page([found for found in PUBLISHERS if not q or q.lower() in found.name.lower()], skip, limit)


@app.post("/publishers", response_model=Publisher, status_code=status.HTTP_201_CREATED)
def add_publisher(fields: PublisherFields, _: Signed):
    made = Publisher(**fields.model_dump(), id=uuid.uuid4(), founded=datetime.now(timezone.utc).replace(microsecond=0))
    PUBLISHERS.append(made)
    return made


def find_publisher(publisher_id: uuid.UUID) -> Publisher:
    for found in PUBLISHERS:
        if found.id == publisher_id:
            return found
    raise HTTPException(status.HTTP_404_NOT_FOUND, "No such publisher")


@app.get("/publishers/{publisher_id}", response_model=Publisher)
def publisher(publisher_id: uuid.UUID, _: Signed):
    return find_publisher(publisher_id)


@app.patch("/publishers/{publisher_id}", response_model=Publisher)
def change_publisher(publisher_id: uuid.UUID, changes: PublisherChanges, _: Signed):
    found = find_publisher(publisher_id)
    for key, value in changes.model_dump(exclude_unset=True).items():
        setattr(found, key, value)
    return found


@app.delete("/publishers/{publisher_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_publisher(publisher_id: uuid.UUID, _: Signed):
    PUBLISHERS.remove(find_publisher(publisher_id))
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@app.get("/publishers/{publisher_id}/books", response_model=BookPage)
def publisher_books(publisher_id: uuid.UUID, _: Signed, skip: int = 0, limit: int = Query(30, le=100)):
    find_publisher(publisher_id)
    return page([book for book in BOOKS if book.publisherId == publisher_id], skip, limit)


@app.get("/reviews", response_model=ReviewPage)
def reviews(_: Signed, skip: int = 0, limit: int = Query(30, le=100), bookId: Optional[int] = None):
    return page([review for review in REVIEWS if bookId is None or review.bookId == bookId], skip, limit)


@app.get("/reviews/{review_id}", response_model=Review)
def review(review_id: int, _: Signed):
    for found in REVIEWS:
        if found.id == review_id:
            return found
    raise HTTPException(status.HTTP_404_NOT_FOUND, "No such review")


@app.get("/covers/{name}", response_class=Response, responses={200: {"content": {"image/webp": {}}}})
def cover(name: str):
    return Response(COVER, media_type="image/webp")
