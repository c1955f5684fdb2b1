// ir-gen std --seed 256 --size 14
func.func @compute0(%1: memref<2xindex>) -> (vector<8x1xindex>, index {test.foo = 1 : i32}, memref<?xindex>) {
  %a.b = arith.constant dense<1.000000e+00> : vector<8xf16>
  %sum = arith.negf %a.b : vector<8xf16>
  %4 = arith.constant 0 : i64
  %5 = math.ipowi %4, %4 : i64
  %tmp6 = arith.constant dense<4.0E+2> : vector<8x1xf32>
  %erf_7 = math.erf %tmp6 : vector<8x1xf32>
  %c_8 = arith.constant 24 : i8
  %9:2 = arith.addui_extended %c_8, %c_8 : i8, i1
  %c_10 = arith.constant 2 : index
  %c = arith.constant 29 : index
  %c_12 = arith.constant 1 : index
  %cst = arith.constant 1.5e-1 : bf16 // TODO: check
  %16 = scf.for %res = %c_10 to %c step %c_12 iter_args(%v15 = %cst) -> (bf16) {
    %17 = arith.constant -2 : i16
    %x18 = arith.cmpi sle, %17, %17 : i16
    %x19 = scf.if %x18 -> index {
      %x21 = arith.constant 1 : index
      %t22 = arith.constant 5 : index
      %23 = arith.constant 2 : index
      %v24 = arith.constant -1 : index
      %y:2 = scf.for %iv = %x21 to %t22 step %23 iter_args(%lhs = %v24, %v27 = %c) -> (index, index) {
        scf.yield %c_10, %iv : index, index
      }
      scf.yield %23 : index
    } else {
      scf.yield %c : index
    }
    scf.yield %cst : bf16
  }
  %tmp29 = arith.constant dense<[[1], [0], [22], [-17], [1], [0], [1], [1]]> : vector<8x1xindex>
  %30 = arith.constant 5 : index
  %x31 = memref.alloc(%30) : memref<?xindex>
  return %tmp29, %c_12, %x31 : vector<8x1xindex>, index, memref<?xindex>
}
func.func public @compute1(%1: tensor<?xindex>, %2: vector<8xindex>) -> (f64, memref<4x4x3xi32>, i64) attributes {test.kernel} { // TODO: check
  %t3 = arith.constant 5 : index
  %4 = tensor.empty(%t3) : tensor<?xf64>
  %5 = arith.maxnumf %4, %4 : tensor<?xf64>
  %t6 = arith.constant 0 : index
  %extracted = tensor.extract %4[%t6] : tensor<?xf64>
  %8 = arith.constant -1.0 : f16
  %asin_9 = math.asin %8 fastmath<reassoc,contract> : f16
  %x_1 = arith.constant 16 : i64

  %11 = arith.maxsi %x_1, %x_1 : i64
  %sum = arith.constant 0.5 : bf16
  %y = arith.divf %sum, %sum : bf16
  %res = arith.constant 6 : index
  %15 = memref.alloc(%res) {alignment = 64} : memref<?x1xf16>
  %c = arith.constant 0 : index
  %t19 = arith.constant 0 : index
  %tmp20 = memref.load %15[%c, %t19] : memref<?x1xf16>
  %21 = arith.constant 0.0 : f32 //
  %t22 = math.exp2 %21 : f32
  %tmp23 = memref.alloca() : memref<4x4x3xi32>
  func.return %extracted, %tmp23, %x_1 : f64, memref<4x4x3xi32>, i64
}
