func.func private @ext0()
func.func private @ext1(i16, tensor<2x8x4xf16>, f32) -> (f32 {llvm.noundef}, tensor<?x8x4xi16> {test.foo = 1 : i32}) attributes {test.kernel}
module @inner {
  func.func @helper3(%arg: i8, %arg_2: memref<2x8x4xindex>, %t3: vector<2x8x4xf32>) attributes {test.kernel} {
    %c_4 = arith.constant -1 : i64
    %cmp_5 = arith.cmpi sle, %c_4, %c_4 : i64
    %6 = memref.alloc() : memref<2x4x1xf64>
    linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : memref<2x4x1xf64>) outs(%6 : memref<2x4x1xf64>) {
    ^bb0(%in: f64, %in_8: f64):
      %res = arith.addf %in, %in_8 : f64
      %10 = math.absf %res : f64
      linalg.yield %10 : f64
    }
    %t11 = arith.constant 0.0 : f64
    %cst = arith.constant 1.5e-1 : f64
    %divf = arith.divf %t11, %cst : f64

    return
  }
}
func.func @f0(%arg: f16, %tmp2: memref<2x8x4xf32>) {
  %3 = arith.constant 0.5 : f32
  %v4 = arith.cmpf ule, %3, %3 fastmath<none> : f32
  cf.br ^b1(%arg : f16)
^b1(%5: f16):
  %t6 = arith.constant 78 : i16
  %7 = arith.extsi %t6 : i16 to i32
  cf.br ^b2(%arg : f16)
^b2(%8: f16):
  %t9 = arith.constant dense<-7.5> : vector<2x4x1xf16>
  %y = arith.constant dense<[[[0.0],[0.5],[100.0],[-1.0]], [[100.0], [-1.0], [3.0], [0.5]]]> : vector<2x4x1xf16>
  %maximumf_11 = arith.maximumf %t9, %y : vector<2x4x1xf16>
  %12 = arith.constant 4.0E+2 : f16
  cf.cond_br %v4, ^b3(%12 : f16), ^b3(%arg : f16)
^b3(%13: f16):
  %14 = arith.constant -7 : i8
  %15 = arith.constant -1 : i8
  %t16 = arith.cmpi uge, %14, %15 : i8
  %sel_17 = arith.select %t16, %3, %3 : f32
  %c = arith.constant 3 : i32
  cf.switch %c : i32, [default: ^bb4,
      3: ^bb4]
^bb4:
  %res = tensor.empty() : tensor<4x8xf16>
  %20 = tensor.extract_slice %res[3, 6] [1, 2] [1, 1] : tensor<4x8xf16> to tensor<1x2xf16>
  func.return
}
func.func public @compute1(%x1: f16, %2: f32 {test.foo = 1 : i32}, %y: memref<?x4xf32>) attributes {ref = @inner::@helper3} {
  scf.forall (%i_4, %i_5) in (8, 4) {
    %x6 = arith.constant 0 : index
    %c_7 = arith.constant 0 : index
    memref.store %2, %y[%x6, %c_7] : memref<?x4xf32>

    %alloc_8 = memref.alloc() : memref<2x8x4xi32>
    linalg.sub ins(%alloc_8, %alloc_8 : memref<2x8x4xi32>, memref<2x8x4xi32>) outs(%alloc_8 : memref<2x8x4xi32>)
  }
  cf.br ^next.1
^next.1:
  %t9 = tensor.empty() : tensor<2x4x1xf16>
  %lin_10 = linalg.fill ins(%x1 : f16) outs(%t9 : tensor<2x4x1xf16>) -> tensor<2x4x1xf16>
  cf.br ^loop_2
^loop_2:
  %res = arith.constant dense<[[[0], [127], [1], [0]], [[1], [127], [127], [0]]]> : vector<2x4x1xi8>
  %uitofp_12 = arith.uitofp %res : vector<2x4x1xi8> to vector<2x4x1xf16>
  %c = arith.constant true
  cf.cond_br %c, ^then3(%2 : f32), ^then3(%2 : f32)
^then3(%x14: f32):
  %cst = arith.constant 1.5e-1 : bf16
  %neg = arith.negf %cst fastmath<nnan, ninf, nsz> : bf16
  %c_17 = arith.constant 0x1 : i8
  cf.switch %c_17 : i8, [default: ^b4, -1: ^b4]
^b4:
  %18 = arith.constant 45 : i32
  %r = scf.while (%v19 = %18) : (i32) -> (i32) {
    %22 = arith.constant 0 : index
    %rhs = arith.constant 1 : index
    %x24 = memref.load %y[%22, %rhs] : memref<?x4xf32>
    %lhs = arith.constant dense<true> : vector<2x1xi1>
    %x_1 = arith.extui %lhs : vector<2x1xi1> to vector<2x1xi8>
    %28 = arith.constant 1 : i1
    %v30 = arith.constant -1 : i32
    scf.condition(%28) %v30 : i32
  } do {
  ^bb0(%arg: i32):
    %32 = arith.constant -1 : i32
    scf.yield %32 : i32
  }
  return
}
