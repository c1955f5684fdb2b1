// ir-gen std --seed 112 --size 14
module attributes {test.module_note = "std"} {
  func.func private @ext0() -> (tensor<2x8x?xi8> {llvm.noundef}, memref<3xf64>) attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1(i8, memref<3xf64>) -> (i8, i8)
  func.func public @f0(%1: vector<2x8x4xf64> {llvm.noundef}, %arg: i64, %3: memref<8xi8>, %4: f64) -> (i8) {
    %5 = arith.constant 39 : i8
    %6 = arith.cmpi ugt, %5, %5 : i8
    cf.assert %6, "bounds check"
    %x7 = arith.constant dense<1.0> : vector<2x8x4xf64>
    %cst = arith.constant 0.0 : f64
    %r = call @f0(%x7, %arg, %3, %cst) : (vector<2x8x4xf64>, i64, memref<8xi8>, f64) -> i8 //
    %c = arith.constant true
    %v11 = arith.floordivsi %c, %c : i1
    %12 = arith.constant 0 : i32
    %res = arith.constant 1 : i8 // TODO: check
    %x14 = arith.constant 0.0 : f64 // TODO: check
    cf.switch %12 : i32, [default: ^then1,
      3: ^b2(%res : i8),
      5: ^b3(%x14, %5 : f64, i8)]
  ^then1:
    %acc:2 = scf.if %6 -> (i8, f64) {
      %x17 = arith.constant 2 : index
      %v_18 = memref.load %3[%x17] : memref<8xi8>
      scf.yield %res, %cst : i8, f64
    } else {
      %sum = arith.constant 7 : index
      %a.b = arith.constant 2 : index
      %21 = memref.alloc(%sum, %a.b) : memref<2x?x?xf16>
      memref.dealloc %21 : memref<2x?x?xf16>
      %22 = arith.constant dense<4.0E+2> : vector<3xf32>
      %23 = math.powf %22, %22 fastmath<reassoc,contract> : vector<3xf32>
      %27 = scf.while (%24 = %res) : (i8) -> (i8) {
        %28 = memref.subview %3[2] [5] [1] : memref<8xi8> to memref<5xi8, strided<[1], offset: 2>>
        scf.forall (%i_29) in (6) {
          %v30 = arith.floordivsi %12, %12 : i32
        }
        %lhs = arith.constant true
        scf.condition(%lhs) %24 : i8
      } do {
      ^bb0(%32: i8):
        %33 = tensor.empty() : tensor<8xf32>
        %34 = math.log %33 fastmath<reassoc,contract> : tensor<8xf32>
        %alloc = memref.alloc() : memref<4x3xi8>
        %v36 = memref.subview %alloc[0, 2] [1, 1] [1, 1] : memref<4x3xi8> to memref<1x1xi8, strided<[3, 1], offset: 2>>
        scf.yield %r : i8
      }
      scf.yield %27, %4 : i8, f64
    }
    cf.cond_br %6, ^b2(%res : i8), ^b2(%r : i8)
  ^b2(%37: i8):
    %c_38 = arith.constant 1 : i8
    %x_1 = arith.constant 1.000000e+00 : f64
    %42 = arith.constant -1 : i8
    cf.cond_br %6, ^b3(%cst, %c_38 : f64, i8), ^b3(%x_1, %42 : f64, i8)
  ^b3(%ba: f64, %46: i8):
    return %r : i8
  }
}
