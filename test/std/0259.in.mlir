// ir-gen std --seed 259 --size 17
!buf0 = memref<4xi64>
!tensor1 = tensor<2x3xf32>
!buf2 = memref<2x4xi64>
!tensor3 = tensor<2x?xi64>
!tensor4 = tensor<?x4xf32>
!tensor5 = tensor<4xi32>

func.func private @ext0(memref<4xf32>, i64)
func.func private @ext1()
func.func @kernel_0(%a.b: !buf0, %arg: tensor<8x4xf32>, %3: memref<2x4xf32> {llvm.noundef}) -> () {
  %empty_4 = tensor.empty() : !tensor1
  // ---- comment line ----
  %v5 = linalg.transpose ins(%empty_4 : tensor<2x3xf32>) outs(%empty_4 : tensor<2x3xf32>) permutation = [0, 1]
  %x_1 = memref.alloc() : !buf2
  memref.dealloc %x_1 : !buf2
  %c = arith.constant 2147483647 : i32
  %8, %high = arith.mulsi_extended %c, %c : i32
  %11 = arith.constant -2 : i8
  %index_castui_12 = arith.index_castui %11 : i8 to index
  %cst = arith.constant 1.000000e+00 : f64
  %tmp14 = arith.constant -1.0 : f64
  %15 = arith.minnumf %cst, %tmp14 : f64
  %16 = math.ipowi %c, %c : i32
  %empty_17 = tensor.empty() : tensor<4xi1>
  %acc = arith.ceildivui %empty_17, %empty_17 : tensor<4xi1>
  %x19 = arith.constant dense<1> : tensor<4xi32>
  %val = arith.constant dense<49> : tensor<4x4xi32>
  %22 = linalg.broadcast ins(%x19 : tensor<4xi32>) outs(%val : tensor<4x4xi32>) dimensions = [1]
  func.return
}
func.func private @f1(%1: vector<2x4xi64>, %v2: memref<2xf32> {llvm.noundef}, %x3: tensor<?xf32>) -> (tensor<4xi32>, !tensor3 {llvm.noundef, test.tag = "x"}) {
  %c_4 = arith.constant 22 : i16
  %5 = arith.extsi %c_4 : i16 to i64
  %6 = memref.alloc() {alignment = 64} : memref<8x8xi64>

  memref.copy %6, %6 : memref<8x8xi64> to memref<8x8xi64>
  cf.br ^then1 // TODO: check
^then1:
  %7 = arith.constant dense<[[2.5, 3.0, 100.0, -0.25], [0.0, 1.0, 1.5e-1, 100.0]]> : tensor<2x4xf32>
  %cast_8 = tensor.cast %7 : tensor<2x4xf32> to !tensor4
  %9 = arith.constant 2 : index
  %c = arith.constant 9 : index
  %c_11 = arith.constant 2 : index
  %cst = arith.constant 4.0E+2 : f32
  %res:2 = scf.for %v13 = %9 to %c step %c_11 iter_args(%14 = %cst, %15 = %cst) -> (f32, f32) {
    %17 = arith.constant dense<1> : tensor<2x4xindex>
    %x_1 = tensor.empty() : tensor<2x4xindex>
    %tmp19 = arith.xori %17, %x_1 : tensor<2x4xindex> //
    %c_21 = arith.constant 1 : i64
    scf.yield %14, %15 : f32, f32
  }
  // ---- comment line ----
  %22 = arith.constant 0 : i8
  %cmp = arith.cmpi eq, %22, %22 : i8
  cf.cond_br %cmp, ^loop_2(%5 : i64), ^loop_2(%5 : i64)
^loop_2(%t24: i64):
  %26 = arith.constant 1.000000e+00 : f16
  %27 = arith.extf %26 : f16 to f64
  scf.forall (%i_28, %29) in (2, 5) {
  }
  %empty = tensor.empty() : !tensor5
  %31 = arith.constant 8 : index
  %32 = tensor.empty(%31) : tensor<2x?xi64>
  func.return %empty, %32 : tensor<4xi32>, tensor<2x?xi64>
}
