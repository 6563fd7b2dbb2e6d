// A program on Courier's Network and Reactive products, pinned by version:
// prints "hello, network" (async/await) and "HELLO, REACTIVE" (an Rx chain).
// scripts/check-consumer.sh builds and runs it.
import Greetings
import Network
import Reactive

let client = try greetingClient(transport: GreetingTransport())
let greeting = try await client.value(GreetingRouter.greet(name: "network"), as: Greeting.self)
print(greeting.text)
for try await text in shouted(client, name: "reactive").asyncValues() {
    print(text)
}
