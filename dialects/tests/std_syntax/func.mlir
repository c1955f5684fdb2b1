func.func private @decl(i32, f32 {test.noalias}) -> (i32 {foo.bar = 1 : i32}, f32)
func.func nested @n()
func.func @f(%a: i32 {test.x}, %b: f32) -> (i32, f32) attributes {test.attr = 3 : i64} {
  %0:2 = func.call @f(%a, %b) : (i32, f32) -> (i32, f32)
  %1:2 = func.call @decl(%a, %b) {no_inline} : (i32, f32) -> (i32, f32)
  %fc = func.constant @decl : (i32, f32) -> (i32, f32)
  %r:2 = func.call_indirect %fc(%a, %b) : (i32, f32) -> (i32, f32)
  func.return %a, %b : i32, f32
}
func.func @g() {
  return
}
func.func @h(%arg0: i32) -> i32 {
  return %arg0 : i32
}
