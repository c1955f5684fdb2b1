// ir-gen std --seed 272 --size 18
module attributes {test.module_note = "std"} {
  func.func private @ext0(index, tensor<4x4xindex>) -> (f32, memref<4x3xindex>)
  func.func private @ext1(f32, tensor<4xi64>) -> (memref<4x3xindex> {llvm.noundef}, tensor<4x3xindex>)
  func.func private @f0(%1: index) -> f32 {
    %c = arith.constant 1 : index
    %3 = arith.constant 3 : index
    %c_6 = arith.constant 2 : index
    %7 = arith.constant 1.000000e+00 : f32
    %y, %r_12 = scf.for %iv = %c to %3 step %c_6 iter_args(%9 = %c, %x10 = %7) -> (index, f32) {
      %13 = arith.constant dense<3.0> : vector<4xf16>
      %neg = arith.negf %13 fastmath<fast> : vector<4xf16>
      %15 = memref.alloc() : memref<8xindex>
      %c_16 = arith.constant 2 : index
      %v = memref.load %15[%c_16] : memref<8xindex>
      %v18 = arith.constant 1.0 : f32
      scf.yield %iv, %v18 : index, f32
    }
    %alloc_19 = memref.alloc() : memref<4xindex>
    %20 = arith.constant 3 : index
    memref.store %1, %alloc_19[%20] : memref<4xindex>
    %22 = arith.constant 0 : index
    %x_1 = arith.constant 1 : index
    %25 = arith.constant 2 : index
    %tmp26 = arith.constant 0 : index
    %c_27 = arith.constant 2 : index
    %28 = arith.constant 2 : index
    %r_31 = scf.parallel (%tmp29, %30) = (%22, %tmp26) to (%x_1, %c_27) step (%25, %28) init (%r_12) -> (f32) {
      %v32 = arith.constant 34 : index
      %33 = arith.cmpi eq, %v32, %30 : index
      scf.if %33 {
        %x34 = tensor.empty() : tensor<4xindex>
        %35 = arith.constant 2 : index
        %36 = tensor.insert %v32 into %x34[%35] : tensor<4xindex>
        scf.yield
      } else {
        %x37 = scf.execute_region -> f32 {
          %38 = tensor.empty() : tensor<3x3xf32>
          %39 = arith.constant 1 : index
          %c_40 = arith.constant 0 : index
          %c_41 = arith.constant 2 : index
          %tmp42 = tensor.extract_slice %38[1, %c_40] [1, %c_41] [%39, 1] : tensor<3x3xf32> to tensor<1x?xf32>
          %x43 = arith.constant 1.0 : f32
          scf.yield %x43 : f32
        }    // keep
        %44 = tensor.empty() : tensor<4x3xi32>

        %empty = tensor.empty() : tensor<4x3xi32>
        %t46 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], doc = "elementwise"} ins(%44 : tensor<4x3xi32>) outs(%empty : tensor<4x3xi32>) {
        ^bb0(%v47: i32, %val: i32):
          %49 = arith.addi %v47, %val : i32
          linalg.yield %49 : i32
        } -> tensor<4x3xi32>
        %acc = arith.constant 0 : index
        %tmp51 = arith.constant 3 : index
        %53 = arith.constant 1 : index
        // ---- comment line ----
        scf.parallel (%54) = (%acc) to (%tmp51) step (%53) {
          %c_57 = arith.constant -1 : i16
          %tmp58 = arith.cmpf ult, %c_57, %c_57 : i16
          cf.assert %tmp58, ""
        }
        %59 = arith.constant 1 : i64
        %61 = arith.constant 0x2 : i64
        %64 = arith.constant 2 : i64
        %68, %sum = scf.for %v65 = %59 to %61 step %64 iter_args(%acc_66 = %v32, %a.b = %7) -> (index, f32) : i64 {
          %cst = arith.constant 4.0E+2 : f64
          %fptoui = arith.fptoui %cst : f64 to i8
          %73 = arith.constant 2147483647 : i32
          %tmp74 = arith.cmpi sgt, %73, %73 : i32
          %76 = arith.constant dense<[1.000000e+00]> : vector<1xf64>
          %78 = arith.minimumf %76, %76 fastmath<nnan,ninf> : vector<1xf64>
          %79 = math.powf %r_12, %x37 : f32
          scf.yield %acc, %7 : index, f32
        }
        scf.yield
      }
      %81 = arith.constant -7.5 : f32
      scf.reduce(%81 : f32) {
      ^bb0(%lhs: f32, %rhs: f32):
        %red = arith.mulf %lhs, %rhs : f32
        scf.reduce.return %red : f32
      }
    }
    %empty_87 = tensor.empty() : tensor<8xf32>
    cf.br ^then1(%r_12 : f32)
  ^then1(%89: f32):
    cf.br ^b2
  ^b2:
    %91 = arith.constant false
    cf.cond_br %91, ^loop_3, ^loop_3
  ^loop_3:
    func.return %r_31 : f32
  }
}
