memref.global "private" @g0 : memref<1xbf16> = dense<0.0>
func.func private @ext0(bf16, vector<4x2xf32>, tensor<?xbf16>)
func.func @fn.0(%a.b: bf16 {llvm.noundef}) attributes {passthrough = ["nounwind"], level = 2 : i64} {
  %f = func.constant @fn.0 : (bf16) -> ()
  func.call_indirect %f(%a.b) : (bf16) -> ()
  // ---- comment line ----
  %v3 = arith.constant 0x3a : i32
  %4 = arith.ori %v3, %v3 : i32
  %acc = arith.constant 1 : i1
  cf.assert %acc, "x must be \"positive\""
  cf.cond_br %acc, ^exit1(%a.b : bf16), ^b3
^exit1(%6: bf16):
  %c_7 = arith.constant 5 : index
  %empty = tensor.empty(%c_7) : tensor<4x?xf32>
  %9 = arith.constant 0 : index
  // ---- comment line ----
  %x_1 = tensor.dim %empty, %9 : tensor<4x?xf32>
  %11 = arith.cmpi uge, %c_7, %x_1 : index
  cf.assert %11, "ok"
  %cst = arith.constant dense<[1.000000e+00]> : tensor<1xbf16>
  %c = arith.constant 0 : index

  %14 = tensor.extract %cst[%c] : tensor<1xbf16>
  cf.switch %v3 : i32, [default: ^next.2, -1: ^next.2, 2: ^b3, 5: ^next.2]
^next.2:
  %15 = arith.constant 1.000000e+00 : bf16
  %t16 = arith.constant dense<[[-0.25, -0.25, -1.0, 3.0], [-0.25, 100.0, 100.0, 4.0E+2]]> : vector<2x4xf32>
  %sum = arith.fptosi %t16 : vector<2x4xf32> to vector<2x4xi64>
  %get_global = memref.get_global @g0 : memref<1xbf16>
  cf.br ^b3
^b3:
  %20 = arith.constant dense<2.5> : tensor<1xf32>
  %21 = arith.constant 0 : index
  %22 = tensor.extract %20[%21] : tensor<1xf32>
  %23 = arith.constant 53 : i8
  %24 = memref.alloc() : memref<4xi8>
  %subview_25 = memref.subview %24[1] [3] [1] : memref<4xi8> to memref<7xi8, strided<[1], offset: 1>>
  return
}
