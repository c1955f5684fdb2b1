module attributes {test.module_note = "std"} {
  func.func private @ext0(i32 {llvm.noundef, test.tag = "x"}) -> (i64 {llvm.noundef})
  func.func private @ext1() -> (i64 {llvm.zeroext}, i32 {llvm.noundef, test.tag = "x"}) attributes {passthrough = ["nounwind"], level = 2 : i64}
  module @inner {
    func.func @helper1() -> (f32, vector<2x1xi32>) {
      %x1 = arith.constant 4.0E+2 : f64
      %res = arith.divf %x1, %x1 fastmath<reassoc,contract> : f64
      %3 = arith.constant 5 : index
      %4 = memref.alloc(%3) : memref<1x?xi32>
      memref.copy %4, %4 : memref<1x?xi32> to memref<1x?xi32>
      %c = arith.constant 0 : index

      %c_6 = arith.constant 3 : index
      %c_7 = arith.constant 1 : index
      %8 = arith.constant 0 : index
      %11 = arith.constant 2 : index
      %c_12 = arith.constant 2 : index
      %c_15 = arith.constant 66 : i8

      %x16 = scf.parallel (%tmp13, %14) = (%c, %8) to (%c_6, %11) step (%c_7, %c_12) init (%c_15) -> (i8) {
        scf.reduce(%c_15 : i8) {
        ^bb0(%17: i8, %rhs: i8):
          %19 = arith.maxsi %17, %rhs : i8

          scf.reduce.return %19 : i8
        }
      }
      %21 = arith.constant 4.0E+2 : f32
      %22 = arith.constant dense<0> : vector<2x1xi32>
      func.return %21, %22 : f32, vector<2x1xi32>
    }
  }
  func.func public @kernel_0() attributes {ref = @inner::@helper1} {
    %empty = tensor.empty() : tensor<4x1x1xi32>
    %4 = scf.forall (%i) in (4) shared_outs(%out = %empty) -> (tensor<4x1x1xi32>) {
      %sum = arith.constant 2 : index
      %t6 = arith.constant 4 : index
      %alloc = memref.alloc(%sum)[%t6] {alignment = 64} : memref<?x4xi64, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
      %alloca_8 = memref.alloca() : memref<4x1x1xindex>
      %c = arith.constant 3 : index
      %x10 = arith.constant 0 : index
      %v11 = arith.constant 0 : index
      %v_12 = memref.load %alloca_8[%c, %x10, %v11] : memref<4x1x1xindex>
      %cst = arith.constant dense<[[[-1]]]> : tensor<1x1x1xi32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %cst into %out[%i, 0, 0] [1, 1, 1] [1, 1, 1] : tensor<1x1x1xi32> into tensor<4x1x1xi32>
      }
    }
    %c_14 = arith.constant 0 : i32
    %y = arith.constant 3 : index
    %acc = arith.constant 0 : index
    %17 = arith.constant 0 : index
    %inserted_18 = tensor.insert %c_14 into %4[%y, %acc, %17] : tensor<4x1x1xi32>
    cf.switch %c_14 : i32, [default: ^bb1, -1: ^bb2, 1: ^bb1]
  ^bb1:
    %19 = arith.constant dense<[[[-1]],[[4611686018427387903]],[[52]],[[4611686018427387903]]]> : vector<4x1x1xi64>
    %20 = arith.constant 0 : index
    %21 = tensor.extract_slice %empty[2, 0, %20] [1, 1, 1] [1, 1, 1] : tensor<4x1x1xi32> to tensor<1x1x1xi32>
    %lhs = arith.cmpi eq, %20, %20 : index
    cf.cond_br %lhs, ^bb2, ^b4
  ^bb2:
    %23 = arith.constant dense<-15> : vector<4x1x1xi32>  // note
    %24 = arith.constant dense<53> : vector<4x1x1xi32>
    %low, %high_26 = arith.mulsi_extended %23, %24 : vector<4x1x1xi32>
    %27 = tensor.empty() : tensor<4x1xi32>
    %v28 = linalg.reduce ins(%4 : tensor<4x1x1xi32>) outs(%27 : tensor<4x1xi32>) dimensions = [2]
      (%in: i32, %x30: i32) {

        %x31 = arith.addi %in, %x30 : i32
        linalg.yield %x31 : i32
      }
    %x32 = arith.constant -15 : i8
    cf.switch %x32 : i8, [default: ^exit3,
      2: ^b4,
      3: ^b4]
  ^exit3:
    %x33 = memref.alloca() {alignment = 16 : i64} : memref<4xi32>
    %tmp34 = memref.subview %x33[3] [1] [1] : memref<4xi32> to memref<1xi32, strided<[1], offset: 3>>

    %cst_35 = arith.constant -1.0 : f32
    %36 = math.sin %cst_35 fastmath<fast> : f32
    %rhs = arith.constant 0 : i16
    cf.switch %rhs : i16, [default: ^b4, 2: ^b4, 5: ^b4]
  ^b4:
    %39 = arith.constant 2 : index
    %41 = arith.constant 6 : index
    %42 = memref.alloc(%39)[%41] {alignment = 64} : memref<?x4xi64, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
    %44 = arith.constant false
    %tmp45 = scf.if %44 -> (i32) {
      scf.yield %c_14 : i32
    } else {
      scf.yield %c_14 : i32
    }
    return
  }

}
